// SMS's card and form: the clinic's SMS.ru API key (a secret: the card shows a mask) and its approved sender name.
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

export const smsUi = {
  kind: 'sms',
  title: KIND_TITLES.sms,
  description: 'Пациент получает SMS с подтверждением записи из виджета через ваш аккаунт SMS.ru (оплачиваете вы, по тарифу SMS.ru).',
  fields: [
    { name: 'apiKey', label: 'API-ключ SMS.ru', placeholder: 'A3CA597E-3ACF-…', hint: 'SMS.ru → Программистам → Ваш API-ключ' },
    {
      name: 'sender',
      label: 'Имя отправителя',
      placeholder: 'Ulybka',
      hint: 'Как оно согласовано в SMS.ru; пусто — отправитель по умолчанию',
    },
  ],
  incompleteHint: 'Укажите API-ключ SMS.ru и согласованное имя отправителя (латиница, до 11 знаков)',
  removal: 'SMS пациентам больше не отправляются.',
  Connect: TypedForm,
} satisfies KindUi<'sms'>;
