// The tariffs (docs/contract/cabinet.md §3 "Tariff", §9): 'Бета' at 2000 ₽ a month is the one that can be bought;
// the landing page and 'Ваш аккаунт' show them, the payment form charges the available one, and a
// confirmed payment extends the paid access by its period.

export const DIGNITIES = [
  'Интеграция с МИС',
  'Выгрузка расписания',
  'Безлимит врачей',
  'Счётчик аналитики',
  'CRM',
  'Сайт',
  'Мессенджер',
  'Онлайн-запись',
] as const;

export interface Tariff {
  name: string;
  /** Roubles per paid period. */
  cost: number;
  available: boolean;
  description: string;
}

export const BETA_TARIFF = {
  name: 'Бета',
  cost: 2000,
  available: true,
  description: 'Все возможности сервиса на время бета-тестирования',
} as const satisfies Tariff;

export const TARIFFS: readonly Tariff[] = [
  BETA_TARIFF,
  { name: 'Стандарт', cost: 4000, available: false, description: 'Появится после завершения бета-тестирования' },
  { name: 'Сеть клиник', cost: 4000, available: false, description: 'Появится после завершения бета-тестирования' },
];

/** A tariff's price as the pages show it: '2 000 ₽'. */
export function formatRubles(amount: number): string {
  return `${new Intl.NumberFormat('ru-RU').format(amount)} ₽`;
}

/** One paid period is a calendar month (UTC); the 31st becomes the last day of a shorter month. */
export function addPaidMonth(from: number): number {
  const date = new Date(from);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const time = from - Date.UTC(year, month - 1, date.getUTCDate());
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) + time;
}

/** A payment confirmed at `now` extends the access from its current end, or from now once it has lapsed. */
export function paidUntilAfterPayment(validUntil: number | null, now: number): number {
  return addPaidMonth(Math.max(now, validUntil ?? 0));
}
