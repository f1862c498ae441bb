// A stored lead is announced on the lead topic (every channel queue gets it). It leaves the outbox when
// a channel's consumer receives it (deliver.ts), which proves the announcement arrived; until then the
// sweeper announces it again, so a lead is never lost when a process dies midway or SNS is down.
import { publishToTopic } from '../../messaging/publish';
import type { LeadRef } from '../../store/leads';

export async function announceLead(ref: LeadRef): Promise<void> {
  await publishToTopic('lead', { userId: ref.userId, createdAt: ref.createdAt, id: ref.id } satisfies LeadRef);
}
