// The clinic's leads, newest first, paged by an opaque cursor (the last sort key, base64url), with the
// clinic's quizzes (current name, A/B on) so the list can name each quiz lead's quiz, and its integrations'
// names so each status names its group, account or MIS rather than an id.
import type { LeadKind, LeadListQuery, LeadPage } from '../../../shared/schemas/leads';
import { destinationNames } from '../../../shared/domain/integration-names';
import { getIntegrations } from '../../store/integrations';
import { leadKeys } from '../../store/keys';
import { listLeads } from '../../store/leads';
import { listQuizSummaries } from '../../store/quiz-summaries';
import { InvalidRequestError } from '../errors';
import { toLeadView } from './view';

function cursorToSortKey(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sk.startsWith(leadKeys.leadPrefix))
    throw new InvalidRequestError('BAD_CURSOR', 'Неверный курсор страницы', { cursor: 'Неверный курсор страницы' });
  return sk;
}

/** Bookings and quiz answers together; with `kind`, one kind only (GET /api/quiz/data: quiz answers). */
export async function listClinicLeads(userId: string, query: LeadListQuery, kind?: LeadKind): Promise<LeadPage> {
  const [page, quizzes, { integrations }] = await Promise.all([
    listLeads(userId, query.limit, cursorToSortKey(query.cursor), kind),
    listQuizSummaries(userId),
    getIntegrations(userId),
  ]);
  return {
    items: page.items.map(toLeadView),
    nextCursor: page.nextCursor ? Buffer.from(page.nextCursor, 'utf8').toString('base64url') : null,
    quizzes: quizzes.map((quiz) => ({ _id: quiz.id, name: quiz.name, ABTestBool: quiz.abTest })),
    destinations: destinationNames(integrations),
  };
}
