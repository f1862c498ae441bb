import { answerLines } from './answer';
import { CATALOGUE, RULE_OPTIONS } from './catalogue';
import { formatRubles } from './money';
import { findOption, initialSelection, isBlocked, selectionProblem, selectionTotal, toggleOption, type Selection } from './rules';

const click = (selection: Selection, ...ids: string[]) => ids.reduce(toggleOption, selection);
const start = initialSelection();

describe('the catalogue (docs/contract/widget-quiz-configurator.md §3)', () => {
  it('has every category of the spec with its prices', () => {
    expect(CATALOGUE.map((category) => category.title)).toEqual([
      'Кузов',
      'Мебель и кухня',
      'Рама',
      'Тормоз и ступицы',
      'Колеса',
      'Подвеска',
      'Аккумулятор',
      'Инверторы',
      'Сетевые зарядные AC/DC',
      'DC/DC зарядные',
      'Разъем прицепа',
      'Розетки USB, 12В, 220В',
      'Указатели уровня',
      'Дополнительный светильник',
      'Солнечные панели',
      'Переднее окно',
      'Боковые окна',
      'Люки',
      'Двери входные',
      'Водоснабжение и санитария',
      'Туалет',
      'Отопление и подогрев воды',
      'Бойлеры',
      'Дополнительные опции',
    ]);
    const costs = (id: string) =>
      CATALOGUE.find((category) => category.id === id)!.groups.flatMap((group) => group.options.map((o) => o.cost));
    expect(costs('body')).toEqual([600_000, 600_000]);
    expect(costs('furniture')).toEqual([450_000, 450_000, 30_000, 85_000, 35_000]);
    expect(costs('battery')).toEqual([27_000, 60_000, 110_000, 135_000]);
    expect(costs('side-windows')).toEqual([90_000, 40_000, 35_000, 35_000, 35_000]);
    expect(costs('heating')).toEqual([45_000, 55_000, 170_000]);
    const extras = costs('extras');
    expect(extras).toHaveLength(13);
    expect(Math.min(...extras)).toBe(9_000);
    expect(Math.max(...extras)).toBe(145_000);
  });

  it('gives every option a unique id', () => {
    const ids = CATALOGUE.flatMap((category) => category.groups.flatMap((group) => group.options.map((o) => o.id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the spec defaults, a valid set', () => {
    expect(start).toEqual(
      expect.arrayContaining(['body-2', 'furniture-2', 'frame-steel', 'heating-2', 'boiler-1', 'water-tank', 'water-shower']),
    );
    expect(start).not.toContain('inverter-1000');
    expect(selectionProblem(start)).toBeUndefined();
  });
});

describe('groups (docs/contract/widget-quiz-configurator.md §4)', () => {
  it('a required group keeps exactly one: choosing clears the other, clicking the chosen one changes nothing', () => {
    const stainless = click(start, 'frame-stainless');
    expect(stainless).toContain('frame-stainless');
    expect(stainless).not.toContain('frame-steel');
    expect(click(stainless, 'frame-stainless')).toEqual(stainless);
  });

  it('an optional group toggles its choice and clears its other single option', () => {
    const one = click(start, 'inverter-1000');
    expect(one).toContain('inverter-1000');
    const other = click(one, 'inverter-3000');
    expect(other).toContain('inverter-3000');
    expect(other).not.toContain('inverter-1000');
    expect(click(other, 'inverter-3000')).not.toContain('inverter-3000');
  });

  it('an additional group does the same for its single options', () => {
    const wash = click(start, 'furniture-wash', 'furniture-wash-hob');
    expect(wash).toContain('furniture-wash-hob');
    expect(wash).not.toContain('furniture-wash');
  });

  it('multiple options toggle on their own and keep the rest of the group', () => {
    const both = click(start, 'extra-tv', 'extra-mover');
    expect(both).toEqual(expect.arrayContaining(['extra-tv', 'extra-mover']));
    expect(click(both, 'extra-tv')).not.toContain('extra-tv');
    expect(click(both, 'extra-tv')).toContain('extra-mover');
    const water = click(start, 'water-tank');
    expect(water).not.toContain('water-tank');
    expect(water).toContain('water-shower');
  });

  it('ignores an unknown option', () => {
    expect(click(start, 'rocket')).toEqual(start);
  });
});

describe('body and furniture go together (docs/contract/widget-quiz-configurator.md §4)', () => {
  it.each([
    ['body-34', 'furniture-34'],
    ['furniture-34', 'body-34'],
  ])('choosing %s chooses %s', (chosen, linked) => {
    const next = click(start, chosen);
    expect(next).toEqual(expect.arrayContaining([chosen, linked]));
    expect(next).not.toContain('body-2');
    expect(next).not.toContain('furniture-2');
  });

  it.each([
    ['body-2', 'furniture-2'],
    ['furniture-2', 'body-2'],
  ])('back to 2 seats: %s chooses %s', (chosen, linked) => {
    const next = click(start, 'body-34', chosen);
    expect(next).toEqual(expect.arrayContaining([chosen, linked]));
    expect(next).not.toContain('body-34');
    expect(next).not.toContain('furniture-34');
  });
});

describe('the 4th berth (docs/contract/widget-quiz-configurator.md §4)', () => {
  it('is blocked while the 2-seat body is chosen, and a click does nothing', () => {
    expect(isBlocked(start, RULE_OPTIONS.fourthBerth)).toBe(true);
    expect(click(start, RULE_OPTIONS.fourthBerth)).toEqual(start);
  });

  it('can be added with the 3-4 seat body', () => {
    const berth = click(start, 'body-34', RULE_OPTIONS.fourthBerth);
    expect(isBlocked(click(start, 'body-34'), RULE_OPTIONS.fourthBerth)).toBe(false);
    expect(berth).toContain(RULE_OPTIONS.fourthBerth);
  });

  it('is unchecked when the 3-4 seat body or furniture is chosen again, and dropped with the 2-seat body', () => {
    const berth = click(start, 'body-34', RULE_OPTIONS.fourthBerth);
    expect(click(berth, 'body-2', 'body-34')).not.toContain(RULE_OPTIONS.fourthBerth);
    expect(click(berth, 'furniture-2')).not.toContain(RULE_OPTIONS.fourthBerth);
  });
});

describe('the combined boiler-heater (docs/contract/widget-quiz-configurator.md §4)', () => {
  it('clears both boilers and blocks them', () => {
    const combi = click(start, 'boiler-2', RULE_OPTIONS.combinedHeater);
    expect(combi).not.toContain('boiler-1');
    expect(combi).not.toContain('boiler-2');
    expect(isBlocked(combi, 'boiler-1')).toBe(true);
    expect(click(combi, 'boiler-2')).toEqual(combi);
  });

  it('choosing another heating option without a boiler selects the first boiler', () => {
    expect(click(start, RULE_OPTIONS.combinedHeater, 'heating-5')).toContain('boiler-1');
    const noBoiler = click(start, 'boiler-1');
    expect(noBoiler).not.toContain('boiler-1');
    expect(click(noBoiler, 'heating-5')).toContain('boiler-1');
  });

  it('keeps a chosen boiler when another heating option is chosen', () => {
    const second = click(start, 'boiler-2', 'heating-5');
    expect(second).toContain('boiler-2');
    expect(second).not.toContain('boiler-1');
  });
});

describe('what the server accepts (selectionProblem)', () => {
  const without = (ids: Selection, id: string) => ids.filter((each) => each !== id);
  it.each<[string, string[], string]>([
    ['an unknown option', [...start, 'rocket'], 'Неизвестная опция: rocket'],
    ['an option twice', [...start, 'extra-tv', 'extra-tv'], 'Опция выбрана дважды'],
    ['a required category left empty', without(start, 'frame-steel'), 'Выберите один вариант в категории «Рама»'],
    ['two options of a required category', [...start, 'frame-stainless'], 'Выберите один вариант в категории «Рама»'],
    ['two single options of an optional category', [...start, 'inverter-1000', 'inverter-2000'], 'можно выбрать только один'],
    ['a 3-4 seat body with 2-seat furniture', [...without(start, 'body-2'), 'body-34'], 'Мебель должна быть рассчитана'],
    ['the 4th berth with the 2-seat body', [...start, RULE_OPTIONS.fourthBerth], 'Четвёртое спальное место'],
    ['a boiler with the combined heater', [...without(start, 'heating-2'), RULE_OPTIONS.combinedHeater], 'бойлер не нужен'],
  ])('refuses %s', (_case, ids, message) => {
    expect(selectionProblem(ids)).toContain(message);
  });
});

describe('total and answer lines (docs/contract/widget-quiz-configurator.md §4, §7)', () => {
  it('sums the chosen costs', () => {
    const next = click(start, 'extra-tv', 'battery-315');
    expect(selectionTotal(next) - selectionTotal(start)).toBe(32_000 + 135_000 - 27_000);
  });

  it('formats rubles with Russian thousands spacing', () => {
    expect(formatRubles(2_500)).toBe('2500 ₽');
    expect(formatRubles(35_000)).toBe('35 000 ₽');
    expect(formatRubles(2_461_000)).toBe('2 461 000 ₽');
  });

  it("writes 'category: title___cost' per option and the total last", () => {
    const lines = answerLines(click(start, 'extra-tv'));
    expect(lines[0]).toBe('Кузов: Кузов на 2 места___600 000 ₽');
    expect(lines).toContain('Дополнительные опции: Телевизор с кронштейном___32 000 ₽');
    expect(lines.at(-1)).toBe(`Итого: ${formatRubles(selectionTotal(click(start, 'extra-tv')))}`);
    expect(lines).toHaveLength(click(start, 'extra-tv').length + 1);
  });

  it('finds an option by id', () => {
    expect(findOption('body-2')?.category.title).toBe('Кузов');
  });
});
