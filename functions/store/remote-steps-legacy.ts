// The items of the three progress stores that ./remote-steps.ts replaced, read as its steps, so a lead whose
// delivery was under way when the change was deployed is never delivered twice after it. They are only read
// (never written) and expire by their TTL: amoCRM's and the MIS's a year after their last write, Google's
// rows after 30 days; once the last has gone, this file and stepKeys.legacy can go too.
//   amoCRM   AMO_LEAD#<lead>#<entry>    requestedAt (the complex call was about to go), amoLeadId, notedAt
//   Google   GOOGLE_ROW#<lead>#<entry>  state 'appending' (leaseUntil, claimToken) or 'appended' (updatedRange)
//   MIS      MIS_LEAD#<lead>#<entry>    patientId, requestedAt (the appointment's create was about to go), appointmentId
import type { StepState } from './remote-steps';

const started = (until = 0, token?: string): StepState => ({ state: 'started', until, ...(token ? { token } : {}) });
const done = (result: unknown): StepState => ({ state: 'done', result: String(result) });
const has = (item: Record<string, unknown>, name: string) => item[name] !== undefined && item[name] !== null && item[name] !== '';

/** The steps an old item of this channel (statusSend's name) says were done or under way; none for another channel or no item. */
export function legacyStepsOf(channel: string, item: Record<string, unknown> | undefined): Record<string, StepState> {
  if (!item) return {};
  const steps: Record<string, StepState> = {};
  if (channel === 'amo') {
    if (has(item, 'amoLeadId')) steps.deal = done(item.amoLeadId);
    else if (has(item, 'requestedAt')) steps.deal = started();
    if (has(item, 'notedAt')) steps.note = done(item.notedAt);
  } else if (channel === 'mis') {
    if (has(item, 'patientId')) steps.patient = done(item.patientId);
    if (has(item, 'appointmentId')) steps.appointment = done(item.appointmentId);
    else if (has(item, 'requestedAt')) steps.appointment = started();
  } else if (channel === 'google') {
    if (item.state === 'appended') steps.row = done(item.updatedRange ?? '');
    else if (item.state === 'appending')
      steps.row = started(Number(item.leaseUntil) || 0, typeof item.claimToken === 'string' ? item.claimToken : undefined);
  }
  return steps;
}
