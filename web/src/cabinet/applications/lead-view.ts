// What the applications screen shows of a lead, as pure functions of the LeadView (shared/schemas/leads.ts):
// the row (a table row on a wide screen, a card on a phone), the detail fields, and the statuses.
// Colouring itself is the shared rule (shared/domain/lead-status.ts).
import { hasStatusOn, STATUS_COLOUR_LABEL, statusColour, type StatusColour } from '../../../../shared/domain/lead-status';
import { destinationName, type DestinationNames } from '../../../../shared/domain/integration-names';
import { quizVariantLabel } from '../../../../shared/domain/quiz/answer-keys';
import { type Estimate, estimateText } from '../../../../shared/domain/quiz/estimate';
import { hiddenFieldsText } from '../../../../shared/domain/quiz/hidden-fields';
import { clinicWallTimeLabel, wallTimeText } from '../../../../shared/domain/clinic-time';
import { consentRecordText } from '../../../../shared/domain/consent/record-text';
import type { LeadChannelShared } from '../../../../shared/integrations/integration';
import { leadChannelList, leadChannels } from '../../../../shared/integrations/lead-channels';
import { HANDLING_LABELS } from '../../../../shared/schemas/lead-handling';
import type { LeadChannel, LeadQuiz, LeadView, StatusSend } from '../../../../shared/schemas/leads';
import { leadTime } from './lead-date';

/** Never shown in the detail modal (docs/contract/cabinet.md §3). */
export const DETAIL_HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  '_id',
  '__v',
  'identIntegrationKey',
  'FormName',
  'UserId',
  'quizId',
  'userId',
  'Name',
]);

/**
 * Shown in the modal in their own way rather than as a plain field: statuses and answers get their own
 * blocks, the kind is the modal's subtitle; doctorId is an internal key like _id.
 */
const NOT_PLAIN_FIELDS: ReadonlySet<string> = new Set([
  'statusSend',
  'answers',
  'kind',
  'doctorId',
  'timezone',
  'handling',
  'visitChange',
  'reminders',
]);

const FIELD_LABELS: Record<string, string> = {
  consent: 'Согласие на обработку ПД',
  createdAt: 'Дата',
  action: 'Тип',
  ClientFullName: 'ФИО',
  Имя: 'ФИО',
  ClientPhone: 'Телефон',
  Телефон: 'Телефон',
  DoctorName: 'Врач',
  DoctorService: 'Услуга',
  PlanStart: 'Время приёма',
  birthdate: 'Дата рождения',
  comment: 'Комментарий',
  Comment: 'Комментарий',
  deviceType: 'Device',
  quiz: 'Квиз',
  nowReturn: 'Вариант страницы (nowReturn)',
  estimate: 'Расчёт',
  hiddenFields: 'Скрытые поля',
  URL: 'URL',
  Utm: 'Utm',
};

/** The order of the known fields in the modal; anything else follows in the lead's own order. */
const FIELD_ORDER = [
  'createdAt',
  'action',
  'ClientFullName',
  'ClientPhone',
  'DoctorName',
  'DoctorService',
  'PlanStart',
  'birthdate',
  'comment',
  'quiz',
  'estimate',
  'deviceType',
  'nowReturn',
  'URL',
  'Utm',
  'hiddenFields',
  'consent',
];

export const CHANNEL_LABELS = Object.fromEntries(leadChannelList.map((channel) => [channel.name, channel.label])) as Record<
  LeadChannel,
  string
>;

export interface DetailField {
  key: string;
  label: string;
  value: string;
}

/** A booking's visit on the clinic's clocks, labelled as the lead's time is (shared/domain/clinic-time.ts). */
export const visitTime = (lead: Pick<LeadView, 'PlanStart' | 'timezone'>): string =>
  clinicWallTimeLabel(lead.PlanStart ?? '', lead.timezone);

/** 'yyyy-mm-ddTHH:mm' is already the clinic's local time: shown as is, in the screen's date format. */
export const formatPlanStart = wallTimeText;

function displayValue(key: string, value: unknown, lead: LeadView): string {
  if (value === null || value === undefined) return '';
  if (key === 'consent') return consentRecordText(lead.consent, lead.timezone);
  if (key === 'PlanStart' && typeof value === 'string') return formatPlanStart(value);
  if (key === 'nowReturn' && typeof value === 'string') return quizVariantLabel(value);
  if (key === 'estimate' && typeof value === 'object') return estimateText(value as Estimate);
  if (key === 'hiddenFields' && typeof value === 'object') return hiddenFieldsText(value as Record<string, string>);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What the list answered besides the leads: the clinic's quizzes (current names by id, whether any A/B test
 * is on) and its integrations' names, by which the statuses name their destinations.
 */
export interface LeadQuizzes {
  names: ReadonlyMap<string, string>;
  abTestOn: boolean;
  destinations: DestinationNames;
}

export function leadQuizzes(quizzes: readonly LeadQuiz[], destinations: DestinationNames = {}): LeadQuizzes {
  return { names: new Map(quizzes.map((quiz) => [quiz._id, quiz.name])), abTestOn: quizzes.some((quiz) => quiz.ABTestBool), destinations };
}

const NO_QUIZZES = leadQuizzes([]);

/** A quiz lead's quiz by its current name; by the name it had when answered if it is gone or unnamed now. */
export function quizNameOf(lead: LeadView, quizzes: LeadQuizzes): string {
  if (lead.kind !== 'quiz') return '';
  return (lead.quizId && quizzes.names.get(lead.quizId)) || lead.FormName || 'Квиз';
}

/** Every field worth showing, labelled, hidden ones and empty ones left out (the answers are a block of their own). */
export function detailFields(lead: LeadView, quizzes: LeadQuizzes = NO_QUIZZES): DetailField[] {
  const record = { ...lead, createdAt: leadTime(lead), quiz: quizNameOf(lead, quizzes) } as unknown as Record<string, unknown>;
  const keys = [...FIELD_ORDER.filter((key) => key in record), ...Object.keys(record).filter((key) => !FIELD_ORDER.includes(key))];
  const fields: DetailField[] = [];
  for (const key of keys) {
    if (DETAIL_HIDDEN_FIELDS.has(key) || NOT_PLAIN_FIELDS.has(key)) continue;
    const value = displayValue(key, record[key], lead);
    if (value !== '') fields.push({ key, label: FIELD_LABELS[key] ?? key, value });
  }
  return fields;
}

/** A quiz lead's answers in the quiz's question order, as the server put them (the rule its mail uses). */
export function answerFields(lead: LeadView): DetailField[] {
  return (lead.answers ?? [])
    .map((row, index) => ({ key: `answer-${index}`, label: row.question, value: row.answer.trim() }))
    .filter((field) => field.value !== '' && !DETAIL_HIDDEN_FIELDS.has(field.label));
}

/** 'Запись' / 'Заявка' for the widget's leads, 'Квиз' for quiz leads. */
export function leadKindLabel(lead: LeadView): string {
  return lead.kind === 'quiz' ? 'Квиз' : (lead.action ?? 'Запись');
}

/** 'https://clinic.ru/page/' → 'clinic.ru/page' for the narrow column (the full address is the tooltip). */
export function shortUrl(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** Utm lines 'name: value' → one line 'value, value' for the column. */
export function shortUtm(utm: string): string {
  return utm
    .split(/\r?\n/)
    .map((line) => line.replace(/^[^:]*:\s*/, '').trim())
    .filter(Boolean)
    .join(', ');
}

export type LeadColumn =
  | 'date'
  | 'name'
  | 'phone'
  | 'handling'
  | 'doctor'
  | 'service'
  | 'visit'
  | 'device'
  | 'quiz'
  | 'nowReturn'
  | 'url'
  | 'utm';

export interface LeadCell {
  column: LeadColumn;
  label: string;
  text: string;
  /** The full value when `text` is shortened. */
  title?: string;
}

export interface StatusCell {
  channel: LeadChannel;
  label: string;
  colour: StatusColour;
  /** 'Почта: доставлено', for screen readers and the tooltip's first line. */
  text: string;
  /** One line per destination, by name: 'clinic@x.ru — ok', 'Регистратура — ok'. */
  details: string[];
}

export interface LeadRow {
  id: string;
  kind: string;
  cells: LeadCell[];
  statuses: StatusCell[];
}

export const LEAD_COLUMN_LABELS: Record<LeadColumn, string> = {
  date: 'Дата',
  name: 'ФИО',
  phone: 'Телефон',
  /** The staff's status ('Обработка'), not the delivery. */
  handling: 'Обработка',
  doctor: 'Врач',
  service: 'Услуга',
  visit: 'Время приёма',
  device: 'Device',
  quiz: 'Квиз',
  /** The spec's nowReturn: which page of the A/B test the patient saw. */
  nowReturn: 'A/B',
  url: 'URL',
  utm: 'Utm',
};

/**
 * The quiz column once the clinic has a quiz or a quiz lead; nowReturn only while some quiz of the
 * clinic has its A/B test on (docs/contract/cabinet.md §2). The doctor, the service and the visit once
 * some lead shown names one: a page of quiz leads alone leaves their room to the quiz's columns, so
 * the table fits 1440 px.
 */
export function leadColumns(leads: readonly LeadView[], quizzes: LeadQuizzes): LeadColumn[] {
  const withQuiz = quizzes.names.size > 0 || leads.some((lead) => lead.kind === 'quiz');
  const withBooking = leads.some((lead) => lead.DoctorName?.trim() || lead.DoctorService?.trim() || lead.PlanStart);
  return [
    'date',
    'name',
    'phone',
    'handling',
    ...(withBooking ? (['doctor', 'service', 'visit'] as const) : []),
    'device',
    ...(withQuiz ? (['quiz'] as const) : []),
    ...(quizzes.abTestOn ? (['nowReturn'] as const) : []),
    'url',
    'utm',
  ];
}

function destinations(statusSend: StatusSend | undefined, channel: LeadChannel, names: DestinationNames): string[] {
  if (!statusSend) return [];
  const descriptor: LeadChannelShared = leadChannels[channel];
  const stored = (statusSend as Record<string, string | Record<string, string> | undefined>)[descriptor.statusKey];
  if (descriptor.oneText) return stored ? [stored as string] : [];
  return Object.entries((stored ?? {}) as Record<string, string>).map(
    ([destination, value]) => `${destinationName(channel, destination, names)} — ${value}`,
  );
}

/** The status columns: the spec's four, and one shown only when used ('МИС') once some lead has a status on it. */
export function statusChannels(leads: readonly LeadView[]): LeadChannel[] {
  const used = (channel: LeadChannel) => leads.some((lead) => hasStatusOn(lead.statusSend, channel));
  return leadChannelList.filter((channel) => !('columnWhenUsed' in channel) || used(channel.name)).map((channel) => channel.name);
}

export function statusCells(
  statusSend: StatusSend | undefined,
  channels: readonly LeadChannel[] = statusChannels([{ statusSend: statusSend ?? {} } as LeadView]),
  names: DestinationNames = {},
): StatusCell[] {
  return channels.map((channel) => {
    const colour = statusColour(statusSend, channel);
    const label = CHANNEL_LABELS[channel];
    return { channel, label, colour, text: `${label}: ${STATUS_COLOUR_LABEL[colour]}`, details: destinations(statusSend, channel, names) };
  });
}

/** The same cells feed the table row and the phone card, so both always show the same. */
export function leadRow(
  lead: LeadView,
  columns: readonly LeadColumn[],
  quizzes: LeadQuizzes = NO_QUIZZES,
  channels: readonly LeadChannel[] = statusChannels([lead]),
): LeadRow {
  const value: Record<LeadColumn, LeadCell> = {
    date: { column: 'date', label: LEAD_COLUMN_LABELS.date, text: leadTime(lead) },
    name: { column: 'name', label: LEAD_COLUMN_LABELS.name, text: lead.ClientFullName.trim() || 'Без имени' },
    phone: { column: 'phone', label: LEAD_COLUMN_LABELS.phone, text: lead.ClientPhone.trim() },
    handling: { column: 'handling', label: LEAD_COLUMN_LABELS.handling, text: HANDLING_LABELS[lead.handling.status] },
    doctor: { column: 'doctor', label: LEAD_COLUMN_LABELS.doctor, text: lead.DoctorName?.trim() ?? '', title: lead.DoctorName?.trim() },
    service: {
      column: 'service',
      label: LEAD_COLUMN_LABELS.service,
      text: lead.DoctorService?.trim() ?? '',
      title: lead.DoctorService?.trim(),
    },
    // The zone is said once per row already (the date); the visit's full label is its tooltip.
    visit: {
      column: 'visit',
      label: LEAD_COLUMN_LABELS.visit,
      text: lead.PlanStart ? `${formatPlanStart(lead.PlanStart)}${lead.visitChange?.kind === 'cancelled' ? ' (отменён)' : ''}` : '',
      title: lead.PlanStart ? visitTime(lead) : undefined,
    },
    device: { column: 'device', label: LEAD_COLUMN_LABELS.device, text: lead.deviceType },
    quiz: { column: 'quiz', label: LEAD_COLUMN_LABELS.quiz, text: quizNameOf(lead, quizzes), title: quizNameOf(lead, quizzes) },
    nowReturn: { column: 'nowReturn', label: LEAD_COLUMN_LABELS.nowReturn, text: lead.nowReturn ? quizVariantLabel(lead.nowReturn) : '' },
    url: { column: 'url', label: LEAD_COLUMN_LABELS.url, text: shortUrl(lead.URL), title: lead.URL },
    utm: { column: 'utm', label: LEAD_COLUMN_LABELS.utm, text: shortUtm(lead.Utm), title: lead.Utm },
  };
  return {
    id: lead._id,
    kind: leadKindLabel(lead),
    cells: columns.map((column) => value[column]),
    statuses: statusCells(lead.statusSend, channels, quizzes.destinations),
  };
}

/** True while some destination is still queued or retried: the screen then refreshes by itself. */
export function hasPendingStatus(leads: readonly LeadView[]): boolean {
  return leads.some((lead) => statusCells(lead.statusSend).some((cell) => cell.colour === 'pending'));
}
