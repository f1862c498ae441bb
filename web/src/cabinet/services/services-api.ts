// Server state of the services screen (spec cabinet §5): GET and PUT /api/setting.
import { queryOptions } from '@tanstack/react-query';
import type { SettingUpdateInput, SettingView } from '../../../../shared/schemas/services';
import { api } from '../../api/client';

export const settingQuery = queryOptions({
  queryKey: ['setting'],
  queryFn: ({ signal }) => api.get<SettingView>('/setting', { signal }),
});

/** Saves the services with the renaming maps, so the doctors' service ticks follow a rename. */
export function saveSetting(update: SettingUpdateInput, keepalive = false): Promise<SettingView> {
  return api.put<SettingView>('/setting', update, { keepalive });
}
