// The clinic's site, where the booking widget is installed: kept as its host name.
import { inputObject } from '../schemas/input';
import { base, field, shown, text } from './entry-fields';
import type { IntegrationShared } from './integration';

const HOST = /^(?=.{1,253}$)([a-zа-яё0-9-]{1,63}\.)+[a-zа-яё0-9-]{2,63}$/i;

/**
 * 'https://www.clinic.ru/page?x=1' → 'www.clinic.ru'; a plain domain is kept (lower-cased). Parsed by
 * hand rather than with URL so a Cyrillic domain stays readable (URL would turn it into punycode).
 */
export function webSiteHost(value: string): string {
  const withoutScheme = value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^[^@/?#]*@/, '');
  return withoutScheme
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .toLowerCase();
}

/** A domain; a full URL is reduced to its host name. */
export const webSiteEntrySchema = inputObject({ ...base, text: field(500) });

export const webSite = {
  kind: 'webSite',
  title: 'Сайт',
  category: 'Другое',
  entrySchema: webSiteEntrySchema,
  isActive: (entry) => HOST.test(text(entry, 'text')),
  value: (entry) => entry.text,
  normalize: (entry) => (typeof entry.text === 'string' ? { ...entry, text: webSiteHost(entry.text) } : entry),
  entryTitle: (entry) => shown(entry.text),
} as const satisfies IntegrationShared<'webSite'>;
