// 'Заявки' as the signed-in person may read them (issue 29): a marketer without the owner's permission gets
// every phone masked and may not search by phone (shared/domain/staff/lead-phones.ts).
import { PHONE_SEARCH_REFUSED, searchesPhone, withoutPhones } from '../../../shared/domain/staff/lead-phones';
import { leadPhoneVisible } from '../../../shared/domain/staff/roles';
import type { LeadKind, LeadListQuery } from '../../../shared/schemas/leads';
import { InvalidRequestError } from '../errors';
import type { Actor } from '../staff/actor';
import { listClinicLeads } from './list-clinic-leads';

export async function listLeadsSeenBy(actor: Actor, query: LeadListQuery, kind?: LeadKind) {
  const phones = leadPhoneVisible(actor.role, actor.phonesAllowed);
  if (!phones && searchesPhone(query.q))
    throw new InvalidRequestError('PHONE_SEARCH_REFUSED', PHONE_SEARCH_REFUSED, { q: PHONE_SEARCH_REFUSED });
  const page = await listClinicLeads(actor.clinicId, query, kind);
  return phones ? page : { ...page, items: page.items.map(withoutPhones) };
}
