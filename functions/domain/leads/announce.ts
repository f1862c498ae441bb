// A stored lead is announced to the queues of the channels it has a destination on (shared/domain/lead-fanout.ts). It
// leaves the outbox when a channel's consumer receives it (deliver.ts), which proves the announcement arrived; until
// then the sweeper announces it again, so a lead is never lost when a process dies midway or SNS is down. A lead with
// no destination at all goes nowhere and never enters the outbox (store/leads.ts createLead).
import { leadFanoutChannels } from '../../../shared/domain/lead-fanout';
import { fanOutLead } from '../../messaging/lead-fanout';
import type { LeadItem, LeadRef } from '../../store/leads';

export async function announceLead(lead: LeadRef & Pick<LeadItem, 'statusSend'>): Promise<void> {
  await fanOutLead(leadFanoutChannels(lead.statusSend), { userId: lead.userId, createdAt: lead.createdAt, id: lead.id } satisfies LeadRef);
}
