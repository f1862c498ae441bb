// How the applications screen colours a lead's delivery statuses (docs/contract/cabinet.md §4):
// mail and telegram are ok when every destination's value is 'ok', failed when none is, partial
// otherwise; amo the same with its two success texts; google ok when its text says the row was added.
// A missing status is unknown. Two additions the spec's old service had no need for: 'pending' while
// any destination is still queued or being retried, and 'off' when the clinic has nothing configured.
import {
  AMO_OK_VALUES,
  CHANNEL_NOT_CONFIGURED,
  DELIVERY_OK,
  DELIVERY_PENDING,
  GOOGLE_OK_TEXT,
  MIS_OK_TEXT,
  type LeadChannel,
  type StatusSend,
} from '../schemas/leads';

export type StatusColour = 'ok' | 'partial' | 'failed' | 'pending' | 'off' | 'unknown';

/** Russian labels for the colours (tooltips, screen readers). */
export const STATUS_COLOUR_LABEL: Record<StatusColour, string> = {
  ok: 'доставлено',
  partial: 'доставлено частично',
  failed: 'не доставлено',
  pending: 'отправляется',
  off: 'не настроено',
  unknown: 'нет данных',
};

export function isPendingValue(value: string): boolean {
  return value.startsWith(DELIVERY_PENDING);
}

function colourOfValues(values: Record<string, string> | undefined, isOk: (value: string) => boolean): StatusColour {
  if (values === undefined || values === null || typeof values !== 'object') return 'unknown';
  const list = Object.values(values);
  if (list.length === 0) return 'off';
  if (list.some(isPendingValue)) return 'pending';
  const ok = list.filter(isOk).length;
  if (ok === list.length) return 'ok';
  return ok === 0 ? 'failed' : 'partial';
}

function colourOfGoogle(text: string | undefined): StatusColour {
  if (text === undefined || text === null) return 'unknown';
  if (text === '' || text === CHANNEL_NOT_CONFIGURED) return 'off';
  if (isPendingValue(text)) return 'pending';
  return isGoogleDelivered(text) ? 'ok' : 'failed';
}

/**
 * Status texts stored before issue 22 with the spec's misspellings, as they read now. Leads keep what
 * was stored (a delivered lead is not rewritten); the cabinet's view respells them on read.
 */
const RESPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Необоходимо/g, 'Необходимо'],
  [/Добавленны /g, 'Добавлены '],
  [/выберете /g, 'выберите, '],
];

export function respelledStatusText(text: string): string {
  return RESPELLINGS.reduce((current, [misspelt, spelt]) => current.replace(misspelt, spelt), text);
}

/** Every value of a lead's statuses respelled (respelledStatusText). */
export function respelledStatusSend(statusSend: StatusSend): StatusSend {
  const each = (values: Record<string, string> | undefined) =>
    values && Object.fromEntries(Object.entries(values).map(([destination, value]) => [destination, respelledStatusText(value)]));
  return Object.fromEntries(
    Object.entries(statusSend).map(([channel, values]) => [
      channel,
      typeof values === 'string' ? respelledStatusText(values) : each(values),
    ]),
  ) as StatusSend;
}

/** The Google channel's text says every sheet has the row (in either spelling it was stored with). */
export function isGoogleDelivered(text: string): boolean {
  return respelledStatusText(text).includes(GOOGLE_OK_TEXT);
}

const amoOk = new Set<string>(AMO_OK_VALUES);

/** A destination's value that says the lead got there (any channel kept per destination): a resend leaves it be. */
export function isDeliveredValue(value: string | undefined): boolean {
  return value === DELIVERY_OK || value === MIS_OK_TEXT || (value !== undefined && amoOk.has(value));
}

export function statusColour(statusSend: StatusSend | undefined, channel: LeadChannel): StatusColour {
  if (!statusSend) return 'unknown';
  switch (channel) {
    case 'mail':
      return colourOfValues(statusSend.mail, (value) => value === DELIVERY_OK);
    case 'telegram':
      return colourOfValues(statusSend.telegramm, (value) => value === DELIVERY_OK);
    case 'amo':
      return colourOfValues(statusSend.amo, (value) => amoOk.has(value));
    case 'google':
      return colourOfGoogle(statusSend.google);
    case 'mis':
      return colourOfValues(
        statusSend.mis && Object.fromEntries(Object.entries(statusSend.mis).filter(([, value]) => value !== CHANNEL_NOT_CONFIGURED)),
        (value) => value === MIS_OK_TEXT,
      );
  }
}

/** The MIS channel concerns only bookings of an MIS doctor: other leads have no 'mis' status and show none. */
export function hasMisStatus(statusSend: StatusSend | undefined): boolean {
  return Object.keys(statusSend?.mis ?? {}).length > 0;
}

/** All at once, in the table's column order. */
export function statusColours(statusSend: StatusSend | undefined): Record<LeadChannel, StatusColour> {
  return {
    mail: statusColour(statusSend, 'mail'),
    telegram: statusColour(statusSend, 'telegram'),
    amo: statusColour(statusSend, 'amo'),
    google: statusColour(statusSend, 'google'),
    mis: statusColour(statusSend, 'mis'),
  };
}
