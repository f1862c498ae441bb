// The amo lead channel: for each active amo entry of the clinic, a deal in the chosen pipeline and stage
// with the patient as its contact, in one complex call, then a note with every field of the lead
// (docs/integrations.md, amoCRM); for «Неразобранное» the deal and contact go as an unsorted form instead
// (./unsorted.ts). The deal and the note are the lead's steps in the entry (SendContext.steps, store/remote-steps.ts),
// each claimed before its call and recorded after it: a retry whose complex call may have gone through looks
// the deal up by the lead's marker first, and a retry after the deal exists only adds the note, so no retry
// makes a second deal; a patient's cancel or move by the visit link adds a note to the same deal. Statuses are
// the spec's: 'описание добавлено к заявке', or 'заявка создана' when the note could not be added; access gone
// for good is 'Необходимо пересоздать интеграцию' and the card says so.
import { activeEntries } from '../../../shared/domain/integration-entries';
import { AMO_TEXTS } from '../../../shared/schemas/amo';
import type { IntegrationEntry, IntegrationsView } from '../../../shared/schemas/integrations';
import { openAmo, type AmoSession } from './access';
import { AmoCallError } from '../../amo/client';
import { AmoAccessLost } from './refresh';
import { getIntegrations } from '../../store/integrations';
import type { LeadItem } from '../../store/leads';
import type { ChannelOutcome, DeliveryChannel, DestinationSteps, SendContext } from '../leads/deliver';
import { StepBusy, stepOnce } from '../leads/step-once';
import { leadRows, leadTitle } from '../leads/lead-message';
import { markAmoAccessLost } from './entries';
import { isUnsortedStage, unsortedForm } from './unsorted';

type AmoEntry = IntegrationEntry<'amoCrm'>;

/** Names the deal in amo, and finds it again when the answer to the complex call was lost. */
export const leadMarker = (lead: LeadItem) => `ДЛ-${lead.id}`;

export function complexLead(lead: LeadItem, entry: AmoEntry): Record<string, unknown> {
  const about = lead.DoctorService || (lead.kind === 'quiz' ? lead.FormName : '') || '';
  const phone = lead.ClientPhone ? [{ field_code: 'PHONE', values: [{ value: lead.ClientPhone, enum_code: 'MOB' }] }] : [];
  return {
    name: `${leadTitle(lead)}${about ? ` — ${about}` : ''} (${leadMarker(lead)})`,
    pipeline_id: Number((entry.mainPipelines as { id: unknown }).id),
    status_id: Number((entry.mainStatus as { id: unknown }).id),
    ...dealPrice(lead),
    _embedded: {
      contacts: [{ first_name: lead.ClientFullName || 'Без имени', custom_fields_values: phone }],
      tags: [{ name: 'ДентЛид' }, { name: lead.kind === 'quiz' ? 'Квиз' : 'Сайт' }],
    },
  };
}

/**
 * The deal's budget ('price', int, amo API v4 leads-api): the server's estimate of a quiz lead, 'от' or not
 * (the note says which and lists the lines). A total past amo's int is left out rather than changed.
 */
export const AMO_PRICE_MAX = 2_147_483_647;
function dealPrice(lead: LeadItem): { price?: number } {
  const total = lead.estimate?.total;
  return total !== undefined && total > 0 && total <= AMO_PRICE_MAX ? { price: total } : {};
}

/** UTMs and the rest go into the note: an unknown custom field would make amo refuse the whole deal. */
export function noteText(lead: LeadItem): string {
  return [
    `${leadTitle(lead)}${lead.clinicName ? ` — ${lead.clinicName}` : ''}`,
    ...leadRows(lead).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
}

function failureOutcome(error: unknown, finalStatus?: string): ChannelOutcome {
  if (error instanceof AmoCallError) {
    if (error.kind === 'rate-limited')
      return { kind: 'rate-limited', retryAfterSeconds: 1, reason: 'amoCRM просит подождать (429)', finalStatus };
    if (error.kind === 'unpaid')
      return finalStatus
        ? { kind: 'sent', status: finalStatus }
        : { kind: 'permanent', reason: 'аккаунт amoCRM не оплачен (402): оплатите amoCRM, затем нажмите «Отправить повторно»' };
    if (error.kind === 'misconfigured')
      return { kind: 'transient', reason: 'amoCRM не принял ключи интеграции ДентЛид (ошибка на нашей стороне, исправляем)', finalStatus };
    if (error.kind === 'rejected')
      return finalStatus
        ? { kind: 'sent', status: finalStatus }
        : { kind: 'permanent', reason: `amoCRM отклонил заявку: ${error.message}` };
    return { kind: 'transient', reason: `amoCRM временно недоступен: ${error.message}`, finalStatus };
  }
  throw error;
}

/** The lead's deal in the entry's account: made once, or found by the lead's marker after a lost answer. */
async function dealOf(session: AmoSession, lead: LeadItem, entry: AmoEntry, steps: DestinationSteps): Promise<number> {
  const unsorted = isUnsortedStage(entry);
  const complex = complexLead(lead, entry);
  const marker = leadMarker(lead);
  const made = async () => {
    const deal = await session.call((api) =>
      unsorted ? api.createUnsortedForm(unsortedForm(lead, complex, marker)) : api.createComplexLead(complex),
    );
    return String(deal.id);
  };
  const found = async () => {
    const id = unsorted
      ? await session.call((api) => api.findUnsortedLead(Number(complex.pipeline_id), marker))
      : (await session.call((api) => api.findLeads(marker))).find((candidate) => candidate.name.includes(marker))?.id;
    return id === undefined ? undefined : String(id);
  };
  return Number(await stepOnce(steps, 'deal', made, found));
}

/**
 * The notes a lead puts on its deal, each a step once: the lead's own, and one per change the patient made by the
 * visit link (issue 26 §3), which tells the clinic in the deal it already works with: 'Пациент отменил запись' or
 * 'Пациент перенёс запись' with the times (noteText: the lead's title and rows say so).
 */
export const noteSteps = (lead: LeadItem): string[] => ['note', ...(lead.visitChange ? [`visit:${lead.visitChange.at}`] : [])];

const BUSY: ChannelOutcome = { kind: 'transient', reason: 'заявку в amoCRM создаёт другой обработчик' };

export async function sendLeadToAmo(lead: LeadItem, entryId: string, { deadline, steps }: SendContext): Promise<ChannelOutcome> {
  const { integrations } = await getIntegrations(lead.userId, true);
  const entry = integrations.amoCrm.find((candidate) => candidate._id === entryId);
  if (!entry?.active) return { kind: 'permanent', reason: AMO_TEXTS.chooseTarget };
  if (entry.error === AMO_TEXTS.accessLost) return { kind: 'permanent', reason: AMO_TEXTS.recreate };
  try {
    const session = await openAmo(lead.userId, entryId, deadline);
    let dealId: number;
    try {
      dealId = await dealOf(session, lead, entry, steps);
    } catch (error) {
      if (error instanceof AmoAccessLost) throw error;
      if (error instanceof StepBusy) return BUSY;
      return failureOutcome(error);
    }
    try {
      for (const step of noteSteps(lead)) {
        await stepOnce(steps, step, async () => {
          await session.call((api) => api.addNote(dealId, noteText(lead)));
          return new Date().toISOString();
        });
      }
    } catch (error) {
      if (error instanceof AmoAccessLost) throw error;
      if (error instanceof StepBusy) return BUSY;
      return failureOutcome(error, AMO_TEXTS.leadCreated);
    }
    return { kind: 'sent', status: AMO_TEXTS.noteAdded };
  } catch (error) {
    if (!(error instanceof AmoAccessLost)) return failureOutcome(error);
    await markAmoAccessLost(lead.userId, entryId);
    return { kind: 'permanent', reason: AMO_TEXTS.recreate };
  }
}

export const amoChannel: DeliveryChannel = {
  attribute: 'amo',
  destinations: (integrations: IntegrationsView) => activeEntries(integrations, 'amoCrm').map((entry) => entry._id),
  send: sendLeadToAmo,
};
