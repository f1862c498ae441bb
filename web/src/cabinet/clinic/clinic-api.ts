// Server state of the clinic (spec cabinet §5): GET and PUT /api/clinic. The cabinet header reads the same
// cache entry, so a save shows the new name and logo there at once.
import { queryOptions } from '@tanstack/react-query';
import { clinicGet, clinicUpdate } from '../../../../shared/api/clinic';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export const clinicQuery = queryOptions({
  queryKey: ['clinic'],
  queryFn: ({ signal }) => api.call(clinicGet, { signal }),
});

export function saveClinic(body: BodyOf<typeof clinicUpdate>, keepalive = false) {
  return api.call(clinicUpdate, { body, keepalive });
}

export function removeLogo() {
  return saveClinic({ logo: null });
}
