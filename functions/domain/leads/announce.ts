// A stored lead is announced on the lead topic (every channel queue gets it), then taken out of the
// outbox. If announcing fails, the lead stays in the outbox and the sweeper announces it later.
import { publishToTopic } from '../../messaging/publish';
import { markAnnounced, type LeadRef } from '../../store/leads';

export async function announceLead(ref: LeadRef, now = new Date()): Promise<void> {
  await publishToTopic('lead', { userId: ref.userId, createdAt: ref.createdAt, id: ref.id } satisfies LeadRef);
  await markAnnounced(ref, now.toISOString());
}
