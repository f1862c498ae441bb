// The clinic's site: its address, saved as its host (a full address may be pasted).
import { webSiteHost } from '../../../../../shared/integrations/web-site';
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

/** Shown under the site field as the user types: what will actually be saved ('' when the same). */
export function webSitePreview(value: string): string {
  const host = webSiteHost(value);
  return host !== value.trim().toLowerCase() ? host : '';
}

export const webSiteUi = {
  kind: 'webSite',
  title: KIND_TITLES.webSite,
  description: 'Сайт клиники, на котором установлен виджет записи.',
  fields: [
    {
      name: 'text',
      label: 'Адрес сайта',
      placeholder: 'clinic.ru',
      type: 'text',
      inputMode: 'url',
      hint: 'Можно вставить полный адрес: сохранится только домен',
      savedAs: webSitePreview,
    },
  ],
  incompleteHint: 'Укажите домен сайта, например clinic.ru',
  Connect: TypedForm,
} satisfies KindUi<'webSite'>;
