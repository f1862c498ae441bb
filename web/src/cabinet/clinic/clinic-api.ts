// Server state of the clinic screens. The clinic shares its cache entry with the cabinet header
// (quiz/quiz-api.ts clinicQuery), so a save shows the new name and logo there at once.
import { queryOptions } from '@tanstack/react-query';
import type { ClinicView } from '../../../../shared/schemas/clinic';
import type { DoctorView } from '../../../../shared/schemas/doctor';
import type { SettingView } from '../../../../shared/schemas/services';
import { api } from '../../api/client';
import { clinicQuery } from '../quiz/quiz-api';

export const clinicViewQuery = queryOptions({
  queryKey: clinicQuery.queryKey as unknown as readonly ['clinic'],
  queryFn: ({ signal }) => api.get<ClinicView>('/clinic', { signal }),
});

export const settingQuery = queryOptions({
  queryKey: ['setting'],
  queryFn: ({ signal }) => api.get<SettingView>('/setting', { signal }),
});

export const doctorsQuery = queryOptions({
  queryKey: ['doctor'],
  queryFn: ({ signal }) => api.get<DoctorView[]>('/doctor', { signal }),
});

let counter = 0;
/** A key for a row of an editable list (React keys and drag ids), stable while the row lives. */
export function rowId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
