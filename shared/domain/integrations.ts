// Integration entries, normalised the same way in the browser (as the user types) and on the server
// (on save): a web site's full URL becomes its host name, ids become trimmed strings, duplicates go,
// and an entry is active only when its required fields are filled and well-formed (docs/contract/cabinet.md §3, §5).
import {
  IDENT_KEY_ALPHABET,
  IDENT_KEY_LENGTH,
  INTEGRATION_KINDS,
  type IntegrationEntry,
  type IntegrationKind,
  type IntegrationsUpdate,
  type IntegrationsView,
} from '../schemas/integrations';

type AnyEntry = Record<string, unknown> & { _id?: string; active?: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Telegram chat ids: int64; groups negative, supergroups -100…, private chats positive. */
const TELEGRAM_CHAT_ID = /^-?[1-9]\d{0,18}$/;
const DIGITS = /^\d{1,20}$/;
const HOST = /^(?=.{1,253}$)([a-zа-яё0-9-]{1,63}\.)+[a-zа-яё0-9-]{2,63}$/i;

/**
 * MacDent's API key: the account's number, a colon and the secret, as MacDent → Настройки → API shows it
 * ('488:huOTW…'; a key may carry more parts, '1196:1:…'). Used by the cabinet's field and the server.
 */
const MACDENT_KEY = /^\d+:\S+$/;
export const isMacDentKey = (value: string): boolean => MACDENT_KEY.test(value.trim());
export const MACDENT_KEY_PROBLEM = 'Ключ MacDent — вида 123:секрет: скопируйте его целиком из MacDent (Настройки → API)';

/** What is wrong with a filled field of an entry, by field name, in the words shown next to that field. */
export function entryFieldProblems(kind: IntegrationKind, entry: AnyEntry): Partial<Record<string, string>> {
  const id = typeof entry.id === 'string' ? entry.id.trim() : '';
  if (kind === 'macDent' && id !== '' && !isMacDentKey(id)) return { id: MACDENT_KEY_PROBLEM };
  return {};
}

/** A well-formed IDENT key: 25 characters from lowercase letters, digits and !_#(){}*. (made by the server only). */
export function isIdentKey(value: string): boolean {
  return value.length === IDENT_KEY_LENGTH && [...value].every((char) => IDENT_KEY_ALPHABET.includes(char));
}

/**
 * 'https://www.clinic.ru/page?x=1' → 'www.clinic.ru'; a plain domain is kept (lower-cased). Parsed by
 * hand rather than with URL so a Cyrillic domain stays readable (URL would turn it into punycode).
 */
export function webSiteHost(text: string): string {
  const withoutScheme = text
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^[^@/?#]*@/, '');
  return withoutScheme
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .toLowerCase();
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Completeness: an entry is active only when its required fields are filled and well-formed. */
export function isEntryActive(kind: IntegrationKind, entry: AnyEntry): boolean {
  const text = (name: string) => (typeof entry[name] === 'string' ? (entry[name] as string).trim() : '');
  switch (kind) {
    case 'ident':
      return isIdentKey(text('id'));
    case 'macDent':
      return isMacDentKey(text('id'));
    case 'dentalPro':
      return filled(entry.token) && filled(entry.secret);
    case 'email':
      return EMAIL.test(text('text'));
    case 'telegram':
      return TELEGRAM_CHAT_ID.test(text('id'));
    case 'webSite':
      return HOST.test(text('text'));
    case 'amoCrm':
      return (
        filled(entry.accessToken) &&
        filled(entry.refreshToken) &&
        entry.mainStatus !== undefined &&
        entry.mainStatus !== null &&
        entry.mainStatus !== ''
      );
    case 'metric':
      return DIGITS.test(text('id'));
    case 'google':
      return filled(entry.spreadsheetId);
    case 'externalLink':
      return isHttpUrl(text('link'));
  }
}

/** The value that names an entry (what DELETE may pass besides `_id`, and what duplicates share). */
export function entryValue(kind: IntegrationKind, entry: AnyEntry): string {
  const value = (() => {
    switch (kind) {
      case 'email':
      case 'webSite':
        return entry.text;
      case 'externalLink':
        return entry.link;
      case 'google':
        return entry.spreadsheetId;
      case 'dentalPro':
        return entry.token;
      case 'amoCrm':
        return entry._id;
      default:
        return entry.id;
    }
  })();
  return typeof value === 'string' ? value : '';
}

/** One entry as stored: values normalised, `_id` kept or assigned, `active` computed. */
export function normalizeEntry<K extends IntegrationKind>(kind: K, entry: AnyEntry, newId: () => string): IntegrationEntry<K> {
  const normalized: AnyEntry = { ...entry };
  if (kind === 'email' && typeof normalized.text === 'string') normalized.text = normalized.text.trim().toLowerCase();
  if (kind === 'webSite' && typeof normalized.text === 'string') normalized.text = webSiteHost(normalized.text);
  normalized._id = filled(normalized._id) ? normalized._id : newId();
  normalized.active = isEntryActive(kind, normalized);
  return normalized as IntegrationEntry<K>;
}

/** Normalises a kind's list and drops later duplicates of an already listed value. */
export function normalizeEntries<K extends IntegrationKind>(kind: K, list: AnyEntry[], newId: () => string): Array<IntegrationEntry<K>> {
  const seen = new Set<string>();
  const out: Array<IntegrationEntry<K>> = [];
  for (const raw of list) {
    const entry = normalizeEntry(kind, raw, newId);
    const value = entryValue(kind, entry);
    if (value !== '' && kind !== 'amoCrm') {
      if (seen.has(value)) continue;
      seen.add(value);
    }
    out.push(entry);
  }
  return out;
}

export function emptyIntegrations(): IntegrationsView {
  return Object.fromEntries(INTEGRATION_KINDS.map((kind) => [kind, []])) as unknown as IntegrationsView;
}

/** Kinds whose destinations the owner must prove before anything is sent there (issue 13 §1). */
export const PROVEN_KINDS = ['email', 'telegram'] as const satisfies readonly IntegrationKind[];
export type ProvenKind = (typeof PROVEN_KINDS)[number];
const isProvenKind = (kind: IntegrationKind): kind is ProvenKind => (PROVEN_KINDS as readonly string[]).includes(kind);

/** The owner proved this address or group (the server sets it; see provenEntryView). */
export const isConfirmed = (entry: object): boolean => (entry as { confirmed?: unknown }).confirmed === true;

/** The stored view after a PUT: kinds named in the update replace their lists, the others stay. */
export function applyIntegrationsUpdate(current: IntegrationsView, update: IntegrationsUpdate, newId: () => string): IntegrationsView {
  const next = { ...emptyIntegrations(), ...current } as Record<IntegrationKind, AnyEntry[]>;
  for (const kind of INTEGRATION_KINDS) {
    const list = update[kind] as AnyEntry[] | undefined;
    if (list === undefined) continue;
    const normalized = normalizeEntries(kind, list, newId);
    next[kind] = isProvenKind(kind) ? keepProof(kind, current[kind] as AnyEntry[], normalized) : normalized;
  }
  return next as unknown as IntegrationsView;
}

/** A saved entry is confirmed only when the same value was confirmed before: a client cannot claim it. */
function keepProof(kind: ProvenKind, before: AnyEntry[], after: AnyEntry[]): AnyEntry[] {
  const proven = new Set(before.filter((entry) => isConfirmed(entry)).map((entry) => entryValue(kind, entry)));
  return after.map((entry) => ({ ...entry, confirmed: proven.has(entryValue(kind, entry)) }));
}

/** Removes the entries whose `_id`, or whose value (text, id, link…), is `id`. */
export function removeEntry(current: IntegrationsView, kind: IntegrationKind, id: string): IntegrationsView {
  const list = current[kind] as unknown as AnyEntry[];
  const kept = list.filter((entry) => entry._id !== id && entryValue(kind, entry) !== id);
  return { ...current, [kind]: kept } as IntegrationsView;
}

/** The active entries of a kind (what the lead channels deliver to). */
export function activeEntries<K extends IntegrationKind>(view: IntegrationsView, kind: K): Array<IntegrationEntry<K>> {
  return (view[kind] as Array<IntegrationEntry<K>>).filter((entry) => entry.active);
}

/** The kinds a new lead is sent to (mail, chat, CRM, sheet, the MIS that takes requests); the others only configure. */
const LEAD_RECEIVING_KINDS: readonly IntegrationKind[] = ['email', 'telegram', 'amoCrm', 'google', 'ident', 'macDent', 'dentalPro'];

export function receivesLeads(kind: IntegrationKind): boolean {
  return LEAD_RECEIVING_KINDS.includes(kind);
}

/** Where a new lead goes: the active destinations per channel (a private copy, `W!LEAD_DESTINATIONS`, is written with the integrations). */
export interface LeadDestinations {
  /** E-mail addresses. */
  mail: string[];
  /** Telegram group ids. */
  telegram: string[];
  /** amoCRM entry ids. */
  amo: string[];
  google: boolean;
}

export function leadDestinations(view: IntegrationsView): LeadDestinations {
  return {
    mail: [...new Set(activeEntries(view, 'email').map((entry) => entry.text))],
    telegram: [...new Set(activeEntries(view, 'telegram').map((entry) => entry.id))],
    amo: activeEntries(view, 'amoCrm').map((entry) => entry._id),
    google: activeEntries(view, 'google').length > 0,
  };
}

/** Yandex Metrica counter ids of the public copy as numbers: positive safe integers, each once. */
export function metricCounters(ids: readonly unknown[]): number[] {
  return [...new Set(ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
}
