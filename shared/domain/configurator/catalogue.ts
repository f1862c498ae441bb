// The trailer configurator's categories and options (spec widget-quiz-configurator §3). Prices are the
// spec's; titles and feature bullets are ours where the spec gives only a price. Option ids are stable:
// the browser sends them and the server rebuilds the request from them (never from a sent price).

/** 'Обязательно': exactly one option; 'Опционально' and 'Дополнительно': at most one single option (plus any multiple ones). */
export type GroupKind = 'required' | 'optional' | 'additional';

export interface ConfiguratorOption {
  id: string;
  title: string;
  subTitle?: string;
  /** Rubles. */
  cost: number;
  /** Feature bullets. */
  list?: readonly string[];
  /** Toggles on its own, without clearing the group's other options. */
  multiple?: boolean;
  /** Chosen on a fresh page. */
  preset?: boolean;
}

export interface OptionGroup {
  kind: GroupKind;
  options: readonly ConfiguratorOption[];
}

export interface ConfiguratorCategory {
  id: string;
  title: string;
  /** Which illustration the page draws for the category's options. */
  picture: 'body' | 'furniture' | 'frame' | 'wheel' | 'power' | 'window' | 'door' | 'water' | 'heat' | 'extra';
  groups: readonly OptionGroup[];
}

export const GROUP_MARKERS: Readonly<Record<GroupKind, string>> = {
  required: 'Обязательно',
  optional: 'Опционально',
  additional: 'Дополнительно',
};

/** Option ids the rules of §4 name. */
export const RULE_OPTIONS = {
  body2: 'body-2',
  body34: 'body-34',
  furniture2: 'furniture-2',
  furniture34: 'furniture-34',
  fourthBerth: 'furniture-berth4',
  combinedHeater: 'heating-combi',
  boilers: ['boiler-1', 'boiler-2'],
} as const;

const required = (...options: ConfiguratorOption[]): OptionGroup => ({ kind: 'required', options });
const optional = (...options: ConfiguratorOption[]): OptionGroup => ({ kind: 'optional', options });
const additional = (...options: ConfiguratorOption[]): OptionGroup => ({ kind: 'additional', options });

export const CATALOGUE: readonly ConfiguratorCategory[] = [
  {
    id: 'body',
    title: 'Кузов',
    picture: 'body',
    groups: [
      required(
        {
          id: 'body-2',
          title: 'Кузов на 2 места',
          cost: 600_000,
          preset: true,
          list: ['Сэндвич-панели 40 мм без мостиков холода', 'Длина 4,2 м, снаряжённая масса 850 кг'],
        },
        {
          id: 'body-34',
          title: 'Кузов на 3–4 места',
          cost: 600_000,
          list: ['Удлинённая база 4,8 м', 'Место под четвёртое спальное место'],
        },
      ),
    ],
  },
  {
    id: 'furniture',
    title: 'Мебель и кухня',
    picture: 'furniture',
    groups: [
      required(
        {
          id: 'furniture-2',
          title: 'Мебель на 2 места',
          cost: 450_000,
          preset: true,
          list: ['Двуспальная кровать 140×200', 'Кухонный блок с плитой на 2 конфорки'],
        },
        {
          id: 'furniture-34',
          title: 'Мебель на 3–4 места',
          cost: 450_000,
          list: ['Трансформер: диван и кровать', 'Кухонный блок с плитой на 2 конфорки'],
        },
      ),
      additional(
        { id: 'furniture-wash', title: 'Мойка из нержавеющей стали', cost: 30_000, list: ['Смеситель с насосом'] },
        { id: 'furniture-wash-hob', title: 'Мойка с плитой 2 в 1', cost: 85_000, list: ['Стеклянная крышка', 'Газ-контроль'] },
        {
          id: 'furniture-berth4',
          title: 'Четвёртое спальное место',
          subTitle: 'Только для кузова на 3–4 места',
          cost: 35_000,
          multiple: true,
          list: ['Откидная полка над диваном'],
        },
      ),
    ],
  },
  {
    id: 'frame',
    title: 'Рама',
    picture: 'frame',
    groups: [
      required(
        { id: 'frame-steel', title: 'Оцинкованная сталь', cost: 400_000, preset: true, list: ['Горячее цинкование', 'Гарантия 5 лет'] },
        { id: 'frame-stainless', title: 'Нержавеющая сталь', cost: 550_000, list: ['Не боится соли и реагентов', 'Гарантия 10 лет'] },
      ),
    ],
  },
  {
    id: 'brakes',
    title: 'Тормоз и ступицы',
    picture: 'wheel',
    groups: [
      required(
        { id: 'brakes-standard', title: 'Тормоз наката и ступицы', cost: 105_000, preset: true, list: ['Барабанные тормоза'] },
        { id: 'brakes-reinforced', title: 'Усиленные ступицы', cost: 115_000, list: ['Подшипники закрытого типа'] },
      ),
    ],
  },
  {
    id: 'wheels',
    title: 'Колеса',
    picture: 'wheel',
    groups: [
      required(
        { id: 'wheels-r14', title: 'Колеса R14', cost: 25_000, preset: true },
        { id: 'wheels-r15', title: 'Колеса R15', subTitle: 'Литые диски', cost: 45_000 },
      ),
    ],
  },
  {
    id: 'suspension',
    title: 'Подвеска',
    picture: 'wheel',
    groups: [
      required(
        { id: 'suspension-spring', title: 'Пружинная подвеска', cost: 120_000, preset: true },
        { id: 'suspension-air', title: 'Пневмоподвеска', cost: 180_000, list: ['Регулировка клиренса', 'Мягкий ход по грунтовке'] },
      ),
    ],
  },
  {
    id: 'battery',
    title: 'Аккумулятор',
    picture: 'power',
    groups: [
      required(
        { id: 'battery-100', title: 'AGM 100 А·ч', cost: 27_000, preset: true },
        { id: 'battery-150', title: 'AGM 150 А·ч', cost: 60_000 },
        { id: 'battery-205', title: 'LiFePO4 205 А·ч', cost: 110_000, list: ['Более 3000 циклов'] },
        { id: 'battery-315', title: 'LiFePO4 315 А·ч', cost: 135_000, list: ['Более 3000 циклов', 'Встроенный подогрев'] },
      ),
    ],
  },
  {
    id: 'inverter',
    title: 'Инверторы',
    picture: 'power',
    groups: [
      optional(
        { id: 'inverter-1000', title: 'Инвертор 1000 Вт', cost: 22_000 },
        { id: 'inverter-2000', title: 'Инвертор 2000 Вт', cost: 45_000 },
        { id: 'inverter-3000', title: 'Инвертор 3000 Вт', cost: 55_000 },
        { id: 'inverter-5000', title: 'Гибридный инвертор 5000 Вт', cost: 145_000, list: ['Зарядка от сети и солнца'] },
      ),
    ],
  },
  {
    id: 'charger',
    title: 'Сетевые зарядные AC/DC',
    picture: 'power',
    groups: [
      optional(
        { id: 'charger-20', title: 'Зарядное 20 А', cost: 15_000 },
        { id: 'charger-40', title: 'Зарядное 40 А', cost: 25_000 },
        { id: 'charger-60', title: 'Зарядное 60 А', cost: 35_000 },
      ),
    ],
  },
  {
    id: 'dcdc',
    title: 'DC/DC зарядные',
    picture: 'power',
    groups: [
      optional(
        { id: 'dcdc-20', title: 'DC/DC 20 А', cost: 20_000, list: ['Зарядка от автомобиля в пути'] },
        { id: 'dcdc-30', title: 'DC/DC 30 А', cost: 28_000 },
        { id: 'dcdc-50', title: 'DC/DC 50 А', cost: 35_000 },
      ),
    ],
  },
  {
    id: 'connector',
    title: 'Разъем прицепа',
    picture: 'power',
    groups: [
      required(
        { id: 'connector-7', title: '7-контактный разъем', cost: 10_000, preset: true },
        { id: 'connector-13', title: '13-контактный разъем', cost: 15_000, list: ['Зарядка аккумулятора в движении'] },
      ),
    ],
  },
  {
    id: 'sockets',
    title: 'Розетки USB, 12В, 220В',
    picture: 'power',
    groups: [
      optional(
        { id: 'sockets-1', title: '1 блок розеток', cost: 2_500 },
        { id: 'sockets-2', title: '2 блока розеток', cost: 5_000 },
        { id: 'sockets-3', title: '3 блока розеток', cost: 7_500 },
        { id: 'sockets-4', title: '4 блока розеток', cost: 10_000 },
      ),
    ],
  },
  {
    id: 'gauges',
    title: 'Указатели уровня',
    picture: 'power',
    groups: [
      required(
        { id: 'gauges-analog', title: 'Аналоговые указатели', cost: 15_000, preset: true },
        { id: 'gauges-digital', title: 'Электронная панель', cost: 25_000, list: ['Вода, заряд, температура на одном экране'] },
      ),
    ],
  },
  {
    id: 'lamp',
    title: 'Дополнительный светильник',
    picture: 'extra',
    groups: [
      optional({ id: 'lamp-4', title: 'Светильники, 4 шт.', cost: 14_000 }, { id: 'lamp-6', title: 'Светильники, 6 шт.', cost: 21_000 }),
    ],
  },
  {
    id: 'solar',
    title: 'Солнечные панели',
    picture: 'power',
    groups: [
      optional(
        { id: 'solar-200', title: 'Панель 200 Вт', cost: 48_000, list: ['Контроллер MPPT'] },
        { id: 'solar-400', title: 'Панели 400 Вт', cost: 60_000, list: ['Контроллер MPPT'] },
      ),
    ],
  },
  {
    id: 'front-window',
    title: 'Переднее окно',
    picture: 'window',
    groups: [
      required(
        { id: 'front-window-standard', title: 'Переднее окно', cost: 35_000, preset: true },
        { id: 'front-window-panorama', title: 'Панорамное переднее окно', cost: 65_000 },
      ),
    ],
  },
  {
    id: 'side-windows',
    title: 'Боковые окна',
    picture: 'window',
    groups: [
      required({ id: 'side-windows-2', title: 'Два боковых окна', cost: 90_000, preset: true, list: ['Шторки и москитные сетки'] }),
      additional(
        { id: 'side-window-kitchen', title: 'Окно над кухней', cost: 40_000, multiple: true },
        { id: 'side-window-bed', title: 'Окно над кроватью', cost: 35_000, multiple: true },
        { id: 'side-window-door', title: 'Окно в двери', cost: 35_000, multiple: true },
        { id: 'side-window-rear', title: 'Окно в задней стенке', cost: 35_000, multiple: true },
      ),
    ],
  },
  {
    id: 'hatches',
    title: 'Люки',
    picture: 'window',
    groups: [
      required(
        { id: 'hatch-400', title: 'Люк 400×400', cost: 35_000, preset: true },
        { id: 'hatch-400-fan', title: 'Люк 400×400 с вентилятором', cost: 45_000 },
        { id: 'hatch-500x700', title: 'Панорамный люк 500×700', cost: 55_000 },
      ),
      additional({ id: 'hatch-280', title: 'Дополнительный люк 280×280', cost: 30_000, multiple: true }),
    ],
  },
  {
    id: 'door',
    title: 'Двери входные',
    picture: 'door',
    groups: [
      required(
        { id: 'door-standard', title: 'Входная дверь', cost: 65_000, preset: true },
        { id: 'door-net', title: 'Дверь с москитной сеткой', cost: 85_000 },
        { id: 'door-window', title: 'Дверь с окном и сеткой', cost: 105_000 },
        { id: 'door-premium', title: 'Двустворчатая дверь премиум', cost: 260_000, list: ['Центральный замок', 'Окно с затемнением'] },
      ),
    ],
  },
  {
    id: 'water',
    title: 'Водоснабжение и санитария',
    picture: 'water',
    groups: [
      optional(
        { id: 'water-tank', title: 'Бак чистой воды 100 л', cost: 55_000, multiple: true, preset: true },
        { id: 'water-shower', title: 'Душевой комплект', cost: 60_000, multiple: true, preset: true },
      ),
      additional(
        { id: 'water-grey-tank', title: 'Бак серой воды', cost: 35_000, multiple: true },
        { id: 'water-outdoor-shower', title: 'Наружный душ', cost: 35_000, multiple: true },
        { id: 'water-filter', title: 'Фильтр для воды', cost: 9_000, multiple: true },
      ),
    ],
  },
  {
    id: 'toilet',
    title: 'Туалет',
    picture: 'water',
    groups: [
      optional(
        { id: 'toilet-cassette', title: 'Кассетный туалет', cost: 75_000, list: ['Люк для слива снаружи'] },
        { id: 'toilet-cube', title: 'Биотуалет-куб', cost: 20_000 },
      ),
    ],
  },
  {
    id: 'heating',
    title: 'Отопление и подогрев воды',
    picture: 'heat',
    groups: [
      required(
        { id: 'heating-2', title: 'Воздушный отопитель 2 кВт', cost: 45_000, preset: true },
        { id: 'heating-5', title: 'Воздушный отопитель 5 кВт', cost: 55_000 },
        {
          id: 'heating-combi',
          title: 'Комбинированный котёл-отопитель',
          subTitle: 'Греет и воздух, и воду: бойлер не нужен',
          cost: 170_000,
          list: ['Бак горячей воды 10 л', 'Газ и 220 В'],
        },
      ),
    ],
  },
  {
    id: 'boiler',
    title: 'Бойлеры',
    picture: 'heat',
    groups: [
      optional(
        { id: 'boiler-1', title: 'Бойлер 12В/220В', cost: 25_000, preset: true },
        { id: 'boiler-2', title: 'Бойлер с контуром отопителя', cost: 35_000 },
      ),
    ],
  },
  {
    id: 'extras',
    title: 'Дополнительные опции',
    picture: 'extra',
    groups: [
      additional(
        ...(
          [
            ['extra-gas-sensor', 'Датчик газа', 9_000],
            ['extra-outdoor-socket', 'Наружная розетка 220В', 9_500],
            ['extra-gps', 'GPS-трекер', 12_000],
            ['extra-nets', 'Москитные сетки на окна', 15_000],
            ['extra-camera', 'Камера заднего вида', 18_000],
            ['extra-jacks', 'Опорные домкраты', 22_000],
            ['extra-bike-rack', 'Велобагажник', 25_000],
            ['extra-tv', 'Телевизор с кронштейном', 32_000],
            ['extra-underbody', 'Защита днища', 35_000],
            ['extra-fridge', 'Компрессорный холодильник', 55_000],
            ['extra-awning', 'Маркиза 3 м', 65_000],
            ['extra-mover', 'Мувер', 120_000],
            ['extra-air-conditioner', 'Кондиционер', 145_000],
          ] as const
        ).map(([id, title, cost]) => ({ id, title, cost, multiple: true })),
      ),
    ],
  },
];
