// Server state of the doctors screen (docs/contract/cabinet.md §5): GET, POST, PUT and DELETE /api/doctor.
import { queryOptions } from '@tanstack/react-query';
import { doctorCreate, doctorDelete, doctorList, doctorUpdate } from '../../../../shared/api/clinic';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export const fetchDoctors = (signal?: AbortSignal) => api.call(doctorList, { signal });

export const doctorsQuery = queryOptions({
  queryKey: ['doctor'],
  queryFn: ({ signal }) => fetchDoctors(signal),
});

export function createDoctor(body: BodyOf<typeof doctorCreate>) {
  return api.call(doctorCreate, { body });
}

/** Saves the changed doctors only; the answer is the whole list. */
export function saveDoctors(doctorList: BodyOf<typeof doctorUpdate>['doctorList'], keepalive = false) {
  return api.call(doctorUpdate, { body: { doctorList }, keepalive });
}

/** `version`: the doctor's version the deletion was decided on (a newer edit elsewhere answers 409). */
export function deleteDoctor(id: string, version: number) {
  return api.call(doctorDelete, { query: { id, version: String(version) } });
}
