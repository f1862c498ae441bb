// A link to another page of the clinic.
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

export const externalLinkUi = {
  kind: 'externalLink',
  title: KIND_TITLES.externalLink,
  description: 'Ссылка на внешний ресурс клиники, например на страницу с ценами или онлайн-оплатой.',
  fields: [{ name: 'link', label: 'Ссылка', placeholder: 'https://clinic.ru/page', type: 'url', inputMode: 'url' }],
  incompleteHint: 'Ссылка должна начинаться с http:// или https://',
  Connect: TypedForm,
} satisfies KindUi<'externalLink'>;
