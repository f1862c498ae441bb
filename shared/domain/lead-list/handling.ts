// A staff change of a lead's handling (shared/schemas/lead-handling.ts), pure: the new state with its
// version moved on and the change kept in the history, the newest HANDLING_HISTORY_MAX of them. Any status
// may follow any other (a receptionist corrects a wrong click; a patient who refused may call again), so
// there is no transition rule; a change that changes nothing is no change (no version, no history line).
import {
  HANDLING_HISTORY_MAX,
  NEW_LEAD_HANDLING,
  type HandlingActor,
  type HandlingStatus,
  type LeadHandling,
} from '../../schemas/lead-handling';

/** The stored handling, or the state of a lead nobody handled yet. */
export const handlingOf = (stored: LeadHandling | undefined): LeadHandling => stored ?? NEW_LEAD_HANDLING;

export function nextHandling(
  current: LeadHandling,
  change: { status: HandlingStatus; note: string },
  by: HandlingActor,
  at: string,
): LeadHandling {
  if (change.status === current.status && change.note === current.note) return current;
  const history = [...current.history, { status: change.status, note: change.note, by, at }].slice(-HANDLING_HISTORY_MAX);
  return { status: change.status, note: change.note, version: current.version + 1, history };
}
