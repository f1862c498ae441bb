// (handlers) --> activity --> activity store
// Who changed what and when (issue 29). A change writes its entry right after the change itself, from the
// domain call that made it (the stores of these changes run their own conditional writes and transactions;
// an entry is one PutItem, so a change whose entry could not be written still stands and its call answers 500,
// which the request log records). The owner reads the log, filtered by person and by kind.
import { type ActivityAction, type ActivityKind, activitySubject } from '../../../shared/domain/staff/activity';
import type { ActivityPage, ActivityQuery } from '../../../shared/schemas/staff';
import type { Actor } from './actor';
import { getAccount } from '../../store/accounts';
import { putActivity, queryActivity } from '../../store/activity';
import { staffKeys } from '../../store/keys';
import { listMembers } from '../../store/staff';
import { InvalidRequestError } from '../errors';

export async function recordActivity(actor: Actor, kind: ActivityKind, action: ActivityAction, subject: string, now = new Date()) {
  await putActivity(actor.clinicId, { at: now.toISOString(), personId: actor.personId, kind, action, subject: activitySubject(subject) });
}

/** Records a change after it was made; the change's own answer is kept. */
export async function recorded<T>(
  actor: Actor,
  kind: ActivityKind,
  action: ActivityAction,
  subject: string,
  change: Promise<T>,
): Promise<T> {
  const answer = await change;
  await recordActivity(actor, kind, action, subject);
  return answer;
}

export async function listActivity(clinicId: string, query: ActivityQuery): Promise<ActivityPage> {
  if (query.cursor && !query.cursor.startsWith(staffKeys.activityPrefix)) {
    throw new InvalidRequestError('INVALID_CURSOR', 'Неверная страница журнала', { cursor: 'Неверная страница журнала' });
  }
  const [page, members, owner] = await Promise.all([
    queryActivity(clinicId, { personId: query.person, kind: query.kind, after: query.cursor }),
    listMembers(clinicId),
    getAccount(clinicId),
  ]);
  const names = new Map(members.map((member) => [member.personId, member.removedAt ? `${member.name} (удалён)` : member.name]));
  if (owner) names.set(clinicId, owner.name);
  return {
    entries: page.entries.map(({ id, at, personId, kind, action, subject }) => ({
      id,
      at,
      personId,
      personName: names.get(personId) ?? 'Сотрудник',
      kind,
      action,
      subject,
    })),
    cursor: page.lastKey ?? null,
  };
}
