// (handler) --> find or erase one patient's data by phone (issue 28 §2) --> store/patient-records.ts
// Finding is a Query per contact key of the phone (PATIENT# index items), never a scan; the clinic's leads stored
// before the index are indexed first, a bounded part per call (index-backfill.ts). Erasing is bounded per call
// (ERASE_PER_CALL leads): each lead is anonymised, its outside records and its guard deleted, and its index item
// deleted last, so a call that stops midway leaves the rest findable and the next call goes on; when no lead is
// left, the phone's own items go. Every call writes an erasure entry: who, when, the phone's hash, how many.
import { createHash, randomUUID } from 'node:crypto';
import { destinationNames, entryTitle } from '../../../shared/domain/integration-names';
import { type LeadDeliveries, outsideRecords } from '../../../shared/domain/patient-data/outside';
import { patientPhoneKeys } from '../../../shared/domain/patient-data/phone-keys';
import type { OutsideRecord, PatientErased, PatientRecords } from '../../../shared/schemas/patient-data';
import { getIntegrations } from '../../store/integrations';
import type { LeadItem } from '../../store/leads';
import {
  anonymiseLead,
  deleteItem,
  deliveryRecordsOf,
  patientLeadRefs,
  phoneRecordKeys,
  readLeadBySk,
  writeErasureEntry,
  type DeliveryRecord,
  type PatientLeadRef,
} from '../../store/patient-records';
import { leadKeys } from '../../store/keys';
import { backfillPatientIndex } from './index-backfill';

/** Leads counted by one look-up, and erased by one call (each costs about six requests). */
export const FIND_LIMIT = 200;
export const ERASE_PER_CALL = 25;

interface FoundLead {
  ref: PatientLeadRef;
  lead?: LeadItem;
  records: DeliveryRecord[];
}

async function findLeads(userId: string, contactKeys: readonly string[], limit: number) {
  const { refs, more } = await patientLeadRefs(userId, contactKeys, limit);
  const leads: FoundLead[] = await Promise.all(
    refs.map(async (ref) => {
      const lead = await readLeadBySk(userId, ref.leadSk);
      return { ref, lead, records: lead ? await deliveryRecordsOf(userId, lead.id) : [] };
    }),
  );
  return { leads, more };
}

async function outsideOf(userId: string, leads: readonly FoundLead[]): Promise<OutsideRecord[]> {
  const { integrations } = await getIntegrations(userId);
  const names = { ...destinationNames(integrations), ...googleNames(integrations.google as unknown as Array<Record<string, unknown>>) };
  const deliveries: LeadDeliveries[] = leads.flatMap(({ lead, records }) =>
    lead ? [{ statusSend: (lead.statusSend ?? {}) as Record<string, unknown>, records }] : [],
  );
  return outsideRecords(deliveries, names);
}

/** A Google entry is named by its sheet's title (its statuses are one text, so the lead list names none). */
function googleNames(entries: ReadonlyArray<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    entries.flatMap((entry) => (typeof entry._id === 'string' ? [[entry._id, entryTitle('google', entry) || 'Google Таблица']] : [])),
  );
}

export async function findPatient(userId: string, phone: string): Promise<PatientRecords> {
  const indexed = await backfillPatientIndex(userId);
  const contactKeys = patientPhoneKeys(phone);
  const [{ leads, more }, phoneKeys] = await Promise.all([
    findLeads(userId, contactKeys, FIND_LIMIT),
    Promise.all(contactKeys.map((key) => phoneRecordKeys(userId, key))),
  ]);
  const present = leads.filter((found) => found.lead && !found.lead.erasedAt);
  const records = present.flatMap((found) => found.records);
  return {
    bookings: present.filter(({ lead }) => lead!.kind === 'booking' && lead!.action === 'Запись').length,
    requests: present.filter(({ lead }) => lead!.kind === 'booking' && lead!.action !== 'Запись').length,
    quizAnswers: present.filter(({ lead }) => lead!.kind === 'quiz').length,
    deliveryRecords: records.length,
    misRecords: records.filter((record) => record.channel === 'mis').length,
    phoneRecords: phoneKeys.flat().length,
    more,
    indexing: !indexed,
    outside: await outsideOf(userId, present),
  };
}

export async function erasePatient(userId: string, actorId: string, phone: string, now = new Date()): Promise<PatientErased> {
  const indexed = await backfillPatientIndex(userId);
  const contactKeys = patientPhoneKeys(phone);
  const { leads, more } = await findLeads(userId, contactKeys, ERASE_PER_CALL);
  const outside = await outsideOf(userId, leads);
  const at = now.toISOString();
  let records = 0;
  for (const { ref, lead, records: delivered } of leads) {
    if (lead) await anonymiseLead(lead, at);
    for (const record of delivered) await deleteItem({ pk: leadKeys.lead(userId, '', '').pk, sk: record.sk });
    await deleteItem({ pk: leadKeys.lead(userId, '', '').pk, sk: ref.indexSk });
    records += delivered.length;
  }
  if (!more) {
    for (const key of (await Promise.all(contactKeys.map((contactKey) => phoneRecordKeys(userId, contactKey)))).flat()) {
      await deleteItem(key);
      records += 1;
    }
  }
  await writeErasureEntry(userId, {
    id: randomUUID(),
    at,
    actorId,
    phoneHash: createHash('sha256')
      .update(contactKeys[0] ?? '')
      .digest('hex'),
    leads: leads.length,
    records,
    reason: 'request',
  });
  return { leads: leads.length, records, done: indexed && !more, outside };
}
