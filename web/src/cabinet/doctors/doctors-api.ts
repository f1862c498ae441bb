// Server state of the doctors screen (spec cabinet §5): GET, POST, PUT and DELETE /api/doctor.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DoctorChange, DoctorView, doctorCreateSchema } from '../../../../shared/schemas/doctor';
import { api } from '../../api/client';

export const doctorsQuery = queryOptions({
  queryKey: ['doctor'],
  queryFn: ({ signal }) => api.get<DoctorView[]>('/doctor', { signal }),
});

export function createDoctor(doctor: z.input<typeof doctorCreateSchema>): Promise<DoctorView> {
  return api.post<DoctorView>('/doctor', doctor);
}

/** Saves the changed doctors only; the answer is the whole list. */
export function saveDoctors(doctorList: DoctorChange[], keepalive = false): Promise<DoctorView[]> {
  return api.put<DoctorView[]>('/doctor', { doctorList }, { keepalive });
}

export function deleteDoctor(id: string): Promise<unknown> {
  return api.delete(`/doctor?id=${encodeURIComponent(id)}`);
}
