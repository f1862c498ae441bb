// The clinic's leads, newest first, paged by an opaque cursor (the last sort key, base64url).
import type { LeadKind, LeadListQuery, LeadPage } from '../../../shared/schemas/leads';
import { leadKeys } from '../../store/keys';
import { listLeads } from '../../store/leads';
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
  const page = await listLeads(userId, query.limit, cursorToSortKey(query.cursor), kind);
  return {
    items: page.items.map(toLeadView),
    nextCursor: page.nextCursor ? Buffer.from(page.nextCursor, 'utf8').toString('base64url') : null,
  };
}
