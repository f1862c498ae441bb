// The landing page's texts and tariffs (spec cabinet §2, §3 "Tariff", §9).

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
  cost: number;
  available: boolean;
  description: string;
}

export const TARIFFS: readonly Tariff[] = [
  { name: 'Бета', cost: 2000, available: true, description: 'Все возможности сервиса на время бета-тестирования' },
  { name: 'Стандарт', cost: 4000, available: false, description: 'Появится после завершения бета-тестирования' },
  { name: 'Сеть клиник', cost: 4000, available: false, description: 'Появится после завершения бета-тестирования' },
];

export const FEATURES = [
  {
    title: 'Онлайн-запись из МИС',
    text: 'Виджет показывает актуальное расписание врачей из вашей МИС, пациент сам выбирает время.',
  },
  {
    title: 'Квизы для рекламы',
    text: 'Опросы и калькуляторы стоимости лечения собирают контакты пациентов с сайта и рекламы.',
  },
  {
    title: 'Заявки туда, где удобно',
    text: 'Почта, Telegram, amoCRM и Google Таблицы — каждая заявка уходит во все подключённые каналы.',
  },
  {
    title: 'Аналитика',
    text: 'Счётчик Яндекс Метрики, UTM-метки и статистика квизов показывают, какая реклама приводит пациентов.',
  },
] as const;

export function formatRubles(amount: number): string {
  return `${new Intl.NumberFormat('ru-RU').format(amount)} ₽`;
}
