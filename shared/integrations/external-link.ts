// A link to another page of the clinic (prices, online payment).
import { inputObject } from '../schemas/input';
import { base, field, shown, text } from './entry-fields';
import type { IntegrationShared } from './integration';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const externalLinkEntrySchema = inputObject({ ...base, link: field(2000) });

export const externalLink = {
  kind: 'externalLink',
  title: 'Внешняя ссылка',
  category: 'Другое',
  entrySchema: externalLinkEntrySchema,
  isActive: (entry) => isHttpUrl(text(entry, 'link')),
  value: (entry) => entry.link,
  entryTitle: (entry) => shown(entry.link),
} as const satisfies IntegrationShared<'externalLink'>;
