// DentalPRO's card and form: the clinic's DentalPRO address, its API token and secret.
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

export const dentalProUi = {
  kind: 'dentalPro',
  title: KIND_TITLES.dentalPro,
  description: 'Врачи и свободное время для записи загружаются из DentalPRO каждые 15 минут, заявки уходят обратно в МИС.',
  fields: [
    { name: 'name', label: 'Адрес вашей DentalPRO', placeholder: 'clinic.dental-pro.online', inputMode: 'url' },
    { name: 'token', label: 'Токен API', hint: 'DentalPRO → Настройки → API' },
    { name: 'secret', label: 'Секрет API' },
  ],
  incompleteHint: 'Не указаны токен и секрет DentalPRO',
  Connect: TypedForm,
} satisfies KindUi<'dentalPro'>;
