// Server state of the clinic (docs/contract/cabinet.md §5): GET and PUT /api/clinic. The cabinet header reads the same
// cache entry, so a save shows the new name and logo there at once.
import { queryOptions } from '@tanstack/react-query';
import { clinicGet, clinicUpdate } from '../../../../shared/api/clinic';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export const fetchClinic = (signal?: AbortSignal) => api.call(clinicGet, { signal });

export const clinicQuery = queryOptions({
  queryKey: ['clinic'],
  queryFn: ({ signal }) => fetchClinic(signal),
});

export function saveClinic(body: BodyOf<typeof clinicUpdate>, keepalive = false) {
  return api.call(clinicUpdate, { body, keepalive });
}

/** Removes the logo, based on the profile's `version` (the cache's: every save of the form updates it). */
export function removeLogo(version: number) {
  return saveClinic({ version, logo: null });
}
