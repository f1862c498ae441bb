// A stored lead is announced to the queues of the channels it has a destination on (shared/domain/lead-fanout.ts). It
// leaves the outbox when a channel's consumer receives it (deliver.ts), which proves the announcement arrived; until
// then the sweeper announces it again, so a lead is never lost when a process dies midway or SNS is down. A lead with
// no destination at all goes nowhere and never enters the outbox (store/leads.ts createLead).
import { leadFanoutChannels } from '../../../shared/domain/lead-fanout';
import { fanOutLead } from '../../messaging/lead-fanout';
import { returnToOutbox, type LeadItem, type LeadRef } from '../../store/leads';

/**
 * A failed announcement puts the lead back in the outbox before it fails: without SNS a queue that got the lead may
 * have had its consumer take the lead out already, while another queue's send failed; the sweeper then announces it
 * again to all its channels (those that have it skip what they delivered).
 */
export async function announceLead(lead: LeadRef & Pick<LeadItem, 'statusSend'>): Promise<void> {
  const ref: LeadRef = { userId: lead.userId, createdAt: lead.createdAt, id: lead.id };
  try {
    await fanOutLead(leadFanoutChannels(lead.statusSend), ref);
  } catch (error) {
    await returnToOutbox(ref, new Date().toISOString());
    throw error;
  }
}
