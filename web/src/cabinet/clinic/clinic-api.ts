// Server state of the clinic (spec cabinet §5): GET and PUT /api/clinic. The cabinet header reads the same
// cache entry, so a save shows the new name and logo there at once.
import { queryOptions } from '@tanstack/react-query';
import type { ClinicUpdateInput, ClinicView } from '../../../../shared/schemas/clinic';
import { api } from '../../api/client';

export const clinicQuery = queryOptions({
  queryKey: ['clinic'],
  queryFn: ({ signal }) => api.get<ClinicView>('/clinic', { signal }),
});

export function saveClinic(update: ClinicUpdateInput, keepalive = false): Promise<ClinicView> {
  return api.put<ClinicView>('/clinic', update, { keepalive });
}

export function removeLogo(): Promise<ClinicView> {
  return saveClinic({ logo: null });
}
