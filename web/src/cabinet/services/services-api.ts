// Server state of the services screen (spec cabinet §5): GET and PUT /api/setting.
import { queryOptions } from '@tanstack/react-query';
import { settingGet, settingUpdate } from '../../../../shared/api/clinic';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export const settingQuery = queryOptions({
  queryKey: ['setting'],
  queryFn: ({ signal }) => api.call(settingGet, { signal }),
});

/** Saves the services with the renaming maps, so the doctors' service ticks follow a rename. */
export function saveSetting(body: BodyOf<typeof settingUpdate>, keepalive = false) {
  return api.call(settingUpdate, { body, keepalive });
}
