// IDENT's card and form: a name typed, the key made by the server (shown on the card to copy into IDENT).
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import { CopyKey } from '../CopyKey';
import { fieldText } from '../entries';
import type { DetailsProps, KindUi } from './kind-ui';
import { IdentForm } from './typed-form';

function IdentDetails({ entry }: DetailsProps) {
  const key = fieldText(entry, 'id');
  return key ? <CopyKey value={key} /> : null;
}

export const identUi = {
  kind: 'ident',
  title: KIND_TITLES.ident,
  description: 'Медицинская информационная система: IDENT забирает заявки и передаёт расписание врачей по ключу интеграции.',
  fields: [{ name: 'name', label: 'Название (например, филиал)', placeholder: 'Клиника на Ленина' }],
  incompleteHint: 'Ключ интеграции должен состоять из 25 символов',
  Connect: IdentForm,
  Details: IdentDetails,
} satisfies KindUi<'ident'>;
