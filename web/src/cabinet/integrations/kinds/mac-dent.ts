// MacDent's card and form: the account's API key and a name.
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

export const macDentUi = {
  kind: 'macDent',
  title: KIND_TITLES.macDent,
  description: 'Врачи и свободное время для записи загружаются из MacDent каждые 15 минут.',
  fields: [
    { name: 'id', label: 'Ключ API MacDent', placeholder: '488:huOTW…', hint: 'MacDent → Настройки → API: ключ вида 123:секрет' },
    { name: 'name', label: 'Название (например, филиал)', placeholder: 'Клиника на Ленина' },
  ],
  incompleteHint: 'Укажите ключ API MacDent вида 123:секрет (MacDent → Настройки → API)',
  Connect: TypedForm,
} satisfies KindUi<'macDent'>;
