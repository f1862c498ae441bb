// Where a patient's leads went outside the product (issue 28 §2): erasure cannot reach a clinic's mailbox, Telegram
// group, CRM, sheet or MIS, so the clinic is told where to act itself. From each lead's delivery statuses (delivered
// destinations) and from what its deliveries made there (a deal's id, a row, an appointment).
import { isPatientDestination } from '../../integrations/channels/email';
import { leadChannelList } from '../../integrations/lead-channels';
import type { OutsideRecord } from '../../schemas/patient-data';
import type { DestinationNames } from '../integration-names';

type Descriptor = (typeof leadChannelList)[number];

export interface LeadDeliveries {
  /** statusSend as stored: statusKey → destination → value (or one text). */
  statusSend: Record<string, unknown>;
  /** What its deliveries made outside: channel (name or statusKey), destination, results. */
  records: Array<{ channel: string; destination: string; results: string[] }>;
}

const channelOf = (key: string): Descriptor | undefined =>
  leadChannelList.find((channel) => channel.name === key || channel.statusKey === key);

/** Each system and destination once, with every result made there. */
export function outsideRecords(leads: readonly LeadDeliveries[], names: DestinationNames): OutsideRecord[] {
  const found = new Map<string, OutsideRecord>();
  const add = (channel: Descriptor, destination: string, results: readonly string[]) => {
    // The patient's own mailbox (the confirmation letter) is not a system of the clinic's to act in.
    if (isPatientDestination(destination)) return;
    const where = names[destination] ?? (channel as { removedName?: string }).removedName ?? destination;
    const key = `${channel.name}|${destination}`;
    const record = found.get(key) ?? { system: channel.label, where, details: [] };
    for (const result of results) if (!record.details.includes(result)) record.details.push(result);
    found.set(key, record);
  };
  for (const lead of leads) {
    for (const channel of leadChannelList) {
      const status = lead.statusSend[channel.statusKey];
      if (!status || typeof status !== 'object') continue;
      for (const [destination, value] of Object.entries(status as Record<string, string>)) {
        if ((channel.isDelivered as (value: string) => boolean)(value)) add(channel, destination, []);
      }
    }
    for (const record of lead.records) {
      const channel = channelOf(record.channel);
      if (channel) add(channel, record.destination, record.results);
    }
  }
  return [...found.values()];
}
