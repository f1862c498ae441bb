// Server state of the services screen (docs/contract/cabinet.md §5): GET and PUT /api/setting.
import { queryOptions } from '@tanstack/react-query';
import { settingGet, settingUpdate } from '../../../../shared/api/clinic';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export const fetchSetting = (signal?: AbortSignal) => api.call(settingGet, { signal });

export const settingQuery = queryOptions({
  queryKey: ['setting'],
  queryFn: ({ signal }) => fetchSetting(signal),
});

/** Saves the services with the renaming maps (the doctors' service ticks follow a rename), based on `version`. */
export function saveSetting(body: BodyOf<typeof settingUpdate>, keepalive = false) {
  return api.call(settingUpdate, { body, keepalive });
}
