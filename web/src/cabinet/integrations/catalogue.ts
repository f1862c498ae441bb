// The integrations screen's knowledge of each kind: title, description, whether it works yet, the fields
// of its form, and how an entry is named. Categories, normalisation and the completeness rule are shared
// (shared/schemas/integrations.ts, shared/domain/integrations.ts); nothing here re-decides them.
import { integrations } from '../../../../shared/integrations/registry';
import { isEntryActive, normalizeEntry, webSiteHost } from '../../../../shared/domain/integrations';
import { entryTitle, KIND_TITLES } from '../../../../shared/domain/integration-names';
import {
  type IntegrationCategory,
  type IntegrationKind,
  type IntegrationsUpdateInput,
  type IntegrationsView,
} from '../../../../shared/schemas/integrations';

export type CategoryTab = 'Все' | IntegrationCategory;
export const CATEGORY_TABS: readonly CategoryTab[] = ['Все', 'МИС', 'Уведомления', 'Аналитика', 'Другое'];

/** Kinds whose entries the cabinet adds and edits: every kind of the catalogue. */
export const WORKING_KINDS = [
  'email',
  'telegram',
  'amoCrm',
  'google',
  'ident',
  'dentalPro',
  'macDent',
  'metric',
  'webSite',
  'externalLink',
] as const;
export type WorkingKind = (typeof WORKING_KINDS)[number];

export function isWorkingKind(kind: IntegrationKind): kind is WorkingKind {
  return (WORKING_KINDS as readonly string[]).includes(kind);
}

export interface FieldSpec {
  name: string;
  label: string;
  placeholder?: string;
  hint?: string;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'email' | 'url';
}

export interface KindInfo {
  title: string;
  description: string;
  /** Editable fields of an entry (ident's key is generated, not typed). */
  fields: FieldSpec[];
  /** Why an entry is inactive, in words the user can act on. */
  incompleteHint: string;
}

export const KIND_INFO: Record<IntegrationKind, KindInfo> = {
  email: {
    title: KIND_TITLES.email,
    description: 'Каждая заявка приходит письмом со всеми полями на указанный адрес.',
    fields: [{ name: 'text', label: 'E-mail для заявок', placeholder: 'clinic@example.ru', type: 'email', inputMode: 'email' }],
    incompleteHint: 'Укажите e-mail в формате name@example.ru',
  },
  telegram: {
    title: KIND_TITLES.telegram,
    description: 'Заявки приходят сообщением от нашего бота в группу Telegram клиники.',
    // The group's id comes from Telegram when its one-time code arrives there (TelegramConnect); only the label is edited.
    fields: [{ name: 'name', label: 'Название группы', placeholder: 'Заявки клиники' }],
    incompleteHint: 'Группа подключена без кода: удалите её и подключите заново кнопкой «Подключить»',
  },
  ident: {
    title: KIND_TITLES.ident,
    description: 'Медицинская информационная система: IDENT забирает заявки и передаёт расписание врачей по ключу интеграции.',
    fields: [{ name: 'name', label: 'Название (например, филиал)', placeholder: 'Клиника на Ленина' }],
    incompleteHint: 'Ключ интеграции должен состоять из 25 символов',
  },
  metric: {
    title: KIND_TITLES.metric,
    description: 'Отправленная через виджет заявка засчитывается целью в вашем счётчике Метрики.',
    fields: [{ name: 'id', label: 'Номер счётчика', placeholder: '12345678', inputMode: 'numeric' }],
    incompleteHint: 'Номер счётчика состоит только из цифр',
  },
  webSite: {
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
      },
    ],
    incompleteHint: 'Укажите домен сайта, например clinic.ru',
  },
  externalLink: {
    title: KIND_TITLES.externalLink,
    description: 'Ссылка на внешний ресурс клиники, например на страницу с ценами или онлайн-оплатой.',
    fields: [{ name: 'link', label: 'Ссылка', placeholder: 'https://clinic.ru/page', type: 'url', inputMode: 'url' }],
    incompleteHint: 'Ссылка должна начинаться с http:// или https://',
  },
  amoCrm: {
    title: KIND_TITLES.amoCrm,
    description: 'Заявки создаются сделками с контактом пациента в выбранной воронке и на выбранном этапе amoCRM.',
    fields: [],
    incompleteHint: 'Выберите воронку и этап, куда отправлять заявки',
  },
  google: {
    title: KIND_TITLES.google,
    description: 'Каждая заявка добавляется новой строкой в Google Таблицу, которую мы создадим в вашем Google Диске.',
    // The spreadsheet comes from the consent flow (GoogleConnect), never typed.
    fields: [],
    incompleteHint: 'Таблица не создана: удалите интеграцию и подключите Google Таблицы заново',
  },
  macDent: {
    title: KIND_TITLES.macDent,
    description: 'Врачи и свободное время для записи загружаются из MacDent каждые 15 минут.',
    fields: [
      { name: 'id', label: 'Ключ API MacDent', placeholder: '488:huOTW…', hint: 'MacDent → Настройки → API: ключ вида 123:секрет' },
      { name: 'name', label: 'Название (например, филиал)', placeholder: 'Клиника на Ленина' },
    ],
    incompleteHint: 'Укажите ключ API MacDent вида 123:секрет (MacDent → Настройки → API)',
  },
  dentalPro: {
    title: KIND_TITLES.dentalPro,
    description: 'Врачи и свободное время для записи загружаются из DentalPRO каждые 15 минут, заявки уходят обратно в МИС.',
    fields: [
      { name: 'name', label: 'Адрес вашей DentalPRO', placeholder: 'clinic.dental-pro.online', inputMode: 'url' },
      { name: 'token', label: 'Токен API', hint: 'DentalPRO → Настройки → API' },
      { name: 'secret', label: 'Секрет API' },
    ],
    incompleteHint: 'Не указаны токен и секрет DentalPRO',
  },
};

/** The catalogue's order: what works first, then what comes soon. */
export const CATALOGUE_ORDER: readonly IntegrationKind[] = WORKING_KINDS;

export type EntryRecord = Record<string, unknown> & { _id: string; active?: boolean };

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** How an entry is named in the list: the shared rule. */
export { entryTitle };

/** Active by the shared completeness rule, applied to the entry as it would be saved. */
export function isActiveNow(kind: IntegrationKind, entry: EntryRecord): boolean {
  return isEntryActive(kind, normalizeEntry(kind, entry, () => entry._id) as EntryRecord);
}

export interface ListedEntry {
  kind: IntegrationKind;
  entry: EntryRecord;
}

/** 'Ваши интеграции' under a tab, in the catalogue's order of kinds. */
export function listEntries(view: IntegrationsView, tab: CategoryTab): ListedEntry[] {
  return CATALOGUE_ORDER.filter((kind) => tab === 'Все' || integrations[kind].category === tab).flatMap((kind) =>
    ((view[kind] ?? []) as unknown as EntryRecord[]).map((entry) => ({ kind, entry })),
  );
}

export function countByTab(view: IntegrationsView): Record<CategoryTab, number> {
  return Object.fromEntries(CATEGORY_TABS.map((tab) => [tab, listEntries(view, tab).length])) as Record<CategoryTab, number>;
}

/** The entries of a PUT, without the version it is based on. */
export type IntegrationEntriesInput = Omit<IntegrationsUpdateInput, 'version'>;

/**
 * What autosave sends: the working kinds, each entry normalised as the server will store it, without the
 * computed `active`. Kinds left out (amoCrm, google, the MIS ones) stay as stored on the server. Comparing
 * these, rather than the raw inputs, means an edit that normalises to the same value is not saved again.
 */
export function savePayload(view: IntegrationsView): IntegrationEntriesInput {
  const payload: Record<string, unknown[]> = {};
  for (const kind of WORKING_KINDS) {
    // amo entries change only through the amo calls (connect, pipeline), never by an autosave.
    if (kind === 'amoCrm') continue;
    payload[kind] = ((view[kind] ?? []) as unknown as EntryRecord[]).map((entry) => {
      const { active: _active, ...rest } = normalizeEntry(kind, entry, () => entry._id) as EntryRecord;
      return rest;
    });
  }
  return payload as IntegrationEntriesInput;
}

/** The value a new entry would be listed under, for the "already added" check. */
export function entryKey(kind: IntegrationKind, entry: Record<string, unknown>): string {
  const normalized = normalizeEntry(kind, { ...entry, _id: 'new' }, () => 'new') as EntryRecord;
  switch (kind) {
    case 'email':
    case 'webSite':
      return text(normalized.text);
    case 'externalLink':
      return text(normalized.link).trim();
    default:
      return text(normalized.id).trim();
  }
}

export function isDuplicate(view: IntegrationsView, kind: IntegrationKind, entry: Record<string, unknown>): boolean {
  const key = entryKey(kind, entry);
  return key !== '' && ((view[kind] ?? []) as unknown as EntryRecord[]).some((existing) => entryKey(kind, existing) === key);
}

/** Shown under the site field as the user types: what will actually be saved. */
export function webSitePreview(value: string): string {
  const host = webSiteHost(value);
  return host !== value.trim().toLowerCase() ? host : '';
}
