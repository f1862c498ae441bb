// The landing page's texts and tariffs (docs/contract/cabinet.md §2, §3 "Tariff", §9).

export { DIGNITIES, formatRubles, TARIFFS, type Tariff } from '../../../../shared/domain/tariffs';

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
