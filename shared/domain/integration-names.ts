// How an integration entry is named to the clinic: its card's title, and the name each lead status shows for
// its destination instead of a raw id (issue 22 §2: '-1000162775001 — ok' reads «Регистратура — ok»).
// The cabinet's card and the lead list use the same rule.
import type { IntegrationKind, IntegrationsView } from '../schemas/integrations';
import type { LeadChannel } from '../schemas/leads';

/** Each kind's name when an entry has none of its own. */
export const KIND_TITLES: Record<IntegrationKind, string> = {
  email: 'Почта',
  telegram: 'Telegram',
  ident: 'IDENT',
  metric: 'Яндекс Метрика',
  webSite: 'Сайт',
  externalLink: 'Внешняя ссылка',
  amoCrm: 'amoCRM',
  google: 'Google Таблицы',
  macDent: 'MacDent',
  dentalPro: 'DentalPRO',
};

type AnyEntry = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** An entry's name in the list ('' when it has nothing to show yet). */
export function entryTitle(kind: IntegrationKind, entry: AnyEntry): string {
  switch (kind) {
    case 'email':
    case 'webSite':
      return text(entry.text);
    case 'telegram':
      return text(entry.name).trim() || text(entry.id);
    case 'ident':
    case 'macDent':
    case 'dentalPro':
      return text(entry.name).trim() || KIND_TITLES[kind];
    case 'metric':
      return text(entry.id) ? `Счётчик ${text(entry.id)}` : '';
    case 'externalLink':
      return text(entry.link);
    case 'amoCrm':
      return (entry.client as { name?: string } | undefined)?.name ?? KIND_TITLES.amoCrm;
    case 'google':
      return text(entry.title).trim() || text(entry.spreadsheetId);
  }
}

/** The lead statuses' destinations by name: Telegram group id, amoCRM or MIS entry id → the entry's title. */
export type DestinationNames = Record<string, string>;

export function destinationNames(view: IntegrationsView): DestinationNames {
  const names: DestinationNames = {};
  for (const entry of view.telegram) if (entry.id) names[entry.id] = entryTitle('telegram', entry);
  for (const entry of view.amoCrm) {
    const account = entry.client?.name;
    names[entry._id] = account ? `${KIND_TITLES.amoCrm} «${account}»` : KIND_TITLES.amoCrm;
  }
  for (const kind of ['dentalPro', 'macDent', 'google'] as const)
    for (const entry of view[kind]) names[entry._id] = entryTitle(kind, entry);
  return names;
}

/** What a destination no longer among the integrations is called (its id means nothing to the clinic). */
const REMOVED: Partial<Record<LeadChannel, string>> = {
  telegram: 'группа, удалённая из интеграций',
  amo: 'amoCRM, удалённый из интеграций',
  mis: 'МИС, удалённая из интеграций',
};

/** A lead status's destination as the clinic reads it: an address as it is, anything else by its entry's name. */
export function destinationName(channel: LeadChannel, destination: string, names: DestinationNames): string {
  if (channel === 'mail') return destination;
  return names[destination] ?? REMOVED[channel] ?? destination;
}
