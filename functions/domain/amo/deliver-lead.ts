// The amo lead channel: for each active amo entry of the clinic, a deal in the chosen pipeline and stage
// with the patient as its contact, in one complex call, then a note with every field of the lead
// (docs/integrations.md, amoCRM); for «Неразобранное» the deal and contact go as an unsorted form instead
// (./unsorted.ts). Progress is recorded per lead and entry before and after each remote
// step (store/amo-progress.ts): a retry whose complex call may have gone through looks the deal up by the
// lead's marker first, and a retry after the deal exists only adds the note, so no retry makes a second
// deal. Statuses are the spec's: 'описание добавлено к заявке', or 'заявка создана' when the note could
// not be added; access gone for good is 'Необходимо пересоздать интеграцию' and the card says so.
import { activeEntries } from '../../../shared/domain/integrations';
import { AMO_TEXTS } from '../../../shared/schemas/amo';
import type { IntegrationEntry, IntegrationsView } from '../../../shared/schemas/integrations';
import { openAmo, type AmoSession } from './access';
import { AmoCallError } from '../../amo/client';
import { AmoAccessLost } from './refresh';
import { getAmoProgress, recordAmoProgress } from '../../store/amo-progress';
import { getIntegrations } from '../../store/integrations';
import type { LeadItem } from '../../store/leads';
import type { ChannelOutcome, DeliveryChannel } from '../leads/deliver';
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
    _embedded: {
      contacts: [{ first_name: lead.ClientFullName || 'Без имени', custom_fields_values: phone }],
      tags: [{ name: 'ДентЛид' }, { name: lead.kind === 'quiz' ? 'Квиз' : 'Сайт' }],
    },
  };
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

async function dealOf(session: AmoSession, lead: LeadItem, entry: AmoEntry): Promise<number> {
  const ref = { userId: lead.userId, createdAt: lead.createdAt, id: lead.id };
  const progress = await getAmoProgress(ref, entry._id);
  if (progress.amoLeadId) return progress.amoLeadId;
  const unsorted = isUnsortedStage(entry);
  const complex = complexLead(lead, entry);
  if (progress.requestedAt) {
    const found = unsorted
      ? await session.call((api) => api.findUnsortedLead(Number(complex.pipeline_id), leadMarker(lead)))
      : (await session.call((api) => api.findLeads(leadMarker(lead)))).find((candidate) => candidate.name.includes(leadMarker(lead)))?.id;
    if (found !== undefined) {
      await recordAmoProgress(ref, entry._id, { amoLeadId: found });
      return found;
    }
  }
  await recordAmoProgress(ref, entry._id, { requestedAt: new Date().toISOString() });
  const made = await session.call((api) =>
    unsorted ? api.createUnsortedForm(unsortedForm(lead, complex, leadMarker(lead))) : api.createComplexLead(complex),
  );
  await recordAmoProgress(ref, entry._id, { amoLeadId: made.id });
  return made.id;
}

export async function sendLeadToAmo(lead: LeadItem, entryId: string, deadline: number): Promise<ChannelOutcome> {
  const { integrations } = await getIntegrations(lead.userId, true);
  const entry = integrations.amoCrm.find((candidate) => candidate._id === entryId);
  if (!entry?.active) return { kind: 'permanent', reason: AMO_TEXTS.chooseTarget };
  if (entry.error === AMO_TEXTS.accessLost) return { kind: 'permanent', reason: AMO_TEXTS.recreate };
  const ref = { userId: lead.userId, createdAt: lead.createdAt, id: lead.id };
  try {
    const session = await openAmo(lead.userId, entryId, deadline);
    let dealId: number;
    try {
      dealId = await dealOf(session, lead, entry);
    } catch (error) {
      if (error instanceof AmoAccessLost) throw error;
      return failureOutcome(error);
    }
    if ((await getAmoProgress(ref, entryId)).notedAt) return { kind: 'sent', status: AMO_TEXTS.noteAdded };
    try {
      await session.call((api) => api.addNote(dealId, noteText(lead)));
    } catch (error) {
      if (error instanceof AmoAccessLost) throw error;
      return failureOutcome(error, AMO_TEXTS.leadCreated);
    }
    await recordAmoProgress(ref, entryId, { notedAt: new Date().toISOString() });
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
