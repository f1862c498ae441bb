// How the applications screen colours a lead's delivery statuses (docs/contract/cabinet.md §4): a channel kept per
// destination is ok when every destination's value says delivered (its channel's isDelivered: 'ok', amo's two
// success texts, the MIS's), failed when none does, partial otherwise; a one-text channel (google) ok when its text
// says the row was added. The channels come from shared/integrations/registry.ts.
// A missing status is unknown. Two additions the spec's old service had no need for: 'pending' while
// any destination is still queued or being retried, and 'off' when the clinic has nothing configured.
import { isPendingValue } from '../integrations/delivery-values';
import { leadChannelList, leadChannels } from '../integrations/registry';
import { respelledStatusText } from '../integrations/status-texts';
import { CHANNEL_NOT_CONFIGURED, type LeadChannel, type StatusSend } from '../schemas/leads';

export { isPendingValue } from '../integrations/delivery-values';
export { isGoogleDelivered } from '../integrations/google';
export { respelledStatusText } from '../integrations/status-texts';

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

function colourOfValues(values: Record<string, string> | undefined, isOk: (value: string) => boolean): StatusColour {
  if (values === undefined || values === null || typeof values !== 'object') return 'unknown';
  const list = Object.values(values);
  if (list.length === 0) return 'off';
  if (list.some(isPendingValue)) return 'pending';
  const ok = list.filter(isOk).length;
  if (ok === list.length) return 'ok';
  return ok === 0 ? 'failed' : 'partial';
}

function colourOfText(text: string | undefined, isOk: (value: string) => boolean): StatusColour {
  if (text === undefined || text === null) return 'unknown';
  if (text === '' || text === CHANNEL_NOT_CONFIGURED) return 'off';
  if (isPendingValue(text)) return 'pending';
  return isOk(text) ? 'ok' : 'failed';
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

/** A destination's value that says the lead got there (any channel kept per destination): a resend leaves it be. */
export function isDeliveredValue(value: string | undefined): boolean {
  return value !== undefined && leadChannelList.some((channel) => !('oneText' in channel) && channel.isDelivered(value));
}

export function statusColour(statusSend: StatusSend | undefined, channel: LeadChannel): StatusColour {
  if (!statusSend) return 'unknown';
  const descriptor = leadChannels[channel];
  const stored = (statusSend as Record<string, string | Record<string, string> | undefined>)[descriptor.statusKey];
  if ('oneText' in descriptor) return colourOfText(stored as string | undefined, descriptor.isDelivered);
  const values = stored as Record<string, string> | undefined;
  const notADestination = 'notADestination' in descriptor ? descriptor.notADestination : undefined;
  const counted =
    values && notADestination ? Object.fromEntries(Object.entries(values).filter(([, value]) => !notADestination(value))) : values;
  return colourOfValues(counted, descriptor.isDelivered);
}

/** The MIS channel concerns only bookings of an MIS doctor: other leads have no 'mis' status and show none. */
export function hasMisStatus(statusSend: StatusSend | undefined): boolean {
  return Object.keys(statusSend?.mis ?? {}).length > 0;
}

/** All at once, in the table's column order. */
export function statusColours(statusSend: StatusSend | undefined): Record<LeadChannel, StatusColour> {
  return Object.fromEntries(leadChannelList.map(({ name }) => [name, statusColour(statusSend, name)])) as Record<LeadChannel, StatusColour>;
}
