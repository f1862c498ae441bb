// Server state of 'Персональные данные' (issue 28 §2): one patient's records by phone (GET /api/patient), their
// erasure (POST /api/patient/erase, called again while the server says it is not done), and the clinic's retention
// period (GET/PUT /api/patient/retention).
import { queryOptions } from '@tanstack/react-query';
import { patientErase, patientFind, retentionGet, retentionPut } from '../../../../shared/api/leads';
import type { OutsideRecord, PatientErased, PatientRecords } from '../../../../shared/schemas/patient-data';
import { api } from '../../api/client';

/** Calls the server makes at most for one look-up or erasure (each is bounded on the server; a clinic with years of
 * leads from before the phone index needs a few look-ups, a patient with hundreds of leads a few erasure calls). */
const MAX_CALLS = 40;

/** The patient's records, once the clinic's older leads are all indexed. */
export async function findPatient(phone: string): Promise<PatientRecords> {
  let found = await api.call(patientFind, { query: { phone } });
  for (let call = 1; found.indexing && call < MAX_CALLS; call++) found = await api.call(patientFind, { query: { phone } });
  return found;
}

/** Erases in as many calls as the server needs; the totals, and every outside system named once. */
export async function erasePatient(phone: string): Promise<PatientErased> {
  const total: PatientErased = { leads: 0, records: 0, done: false, outside: [] };
  for (let call = 0; !total.done && call < MAX_CALLS; call++) {
    const answer = await api.call(patientErase, { body: { phone } });
    total.leads += answer.leads;
    total.records += answer.records;
    total.done = answer.done;
    total.outside = mergeOutside(total.outside, answer.outside);
  }
  return total;
}

function mergeOutside(known: readonly OutsideRecord[], more: readonly OutsideRecord[]): OutsideRecord[] {
  const merged = new Map(known.map((record) => [`${record.system}|${record.where}`, { ...record, details: [...record.details] }]));
  for (const record of more) {
    const key = `${record.system}|${record.where}`;
    const found = merged.get(key);
    if (!found) merged.set(key, { ...record, details: [...record.details] });
    else for (const detail of record.details) if (!found.details.includes(detail)) found.details.push(detail);
  }
  return [...merged.values()];
}

export const retentionQuery = queryOptions({
  queryKey: ['retention'],
  queryFn: ({ signal }) => api.call(retentionGet, { signal }),
});

export function saveRetention(months: number) {
  return api.call(retentionPut, { body: { months } });
}
