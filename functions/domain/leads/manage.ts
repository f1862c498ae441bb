// The clinic's own leads: the list (newest first, paged), delete (frees the slot) and resend to one
// channel. Every call is scoped to the signed-in user's partition; another clinic's id is "not found".
import { mailDestinations, telegramDestinations } from './initial-status';
import type { LeadListQuery, LeadPage, LeadView, ResendLeadInput } from '../../../shared/schemas/leads';
import { sendToQueue } from '../../messaging/send-to-queue';
import { getIntegrations } from '../../store/integrations';
import { leadKeys } from '../../store/keys';
import { reopenChannel } from '../../store/delivery-ledger';
import { deleteLead, getLead, listLeads, refOfLeadId, type LeadRef } from '../../store/leads';
import { InvalidRequestError, NotFoundError } from '../errors';
import { toLeadView } from './view';

const notFound = () => new NotFoundError('LEAD_NOT_FOUND', 'Заявка не найдена');

function cursorToSortKey(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sk.startsWith(leadKeys.leadPrefix)) throw new InvalidRequestError('BAD_CURSOR', 'Неверный курсор страницы', { cursor: 'Неверный курсор страницы' });
  return sk;
}

export async function listClinicLeads(userId: string, query: LeadListQuery): Promise<LeadPage> {
  const page = await listLeads(userId, query.limit, cursorToSortKey(query.cursor));
  return {
    items: page.items.map(toLeadView),
    nextCursor: page.nextCursor ? Buffer.from(page.nextCursor, 'utf8').toString('base64url') : null,
  };
}

function refOf(userId: string, id: string): LeadRef {
  const ref = refOfLeadId(userId, id);
  if (!ref) throw notFound();
  return ref;
}

export async function deleteClinicLead(userId: string, id: string): Promise<void> {
  if (!(await deleteLead(refOf(userId, id)))) throw notFound();
}

/** Delivered destinations stay as they are; the others (failed ones included) are sent once more. */
export async function resendClinicLead(userId: string, input: ResendLeadInput): Promise<LeadView> {
  const ref = refOf(userId, input.id);
  const lead = await getLead(ref);
  if (!lead) throw notFound();
  const { integrations } = await getIntegrations(userId, true);
  const destinations = input.channel === 'mail' ? mailDestinations(integrations) : telegramDestinations(integrations);
  if (destinations.length === 0) {
    const kind = input.channel === 'mail' ? 'почты' : 'группы Telegram';
    throw new InvalidRequestError('CHANNEL_NOT_CONFIGURED', `Нет ни одной активной ${kind} в интеграциях`);
  }
  await reopenChannel(lead, input.channel === 'mail' ? 'mail' : 'telegramm', destinations);
  await sendToQueue(input.channel === 'mail' ? 'leadMail' : 'leadTelegram', { userId: ref.userId, createdAt: ref.createdAt, id: ref.id } satisfies LeadRef);
  return toLeadView((await getLead(ref)) ?? lead);
}
