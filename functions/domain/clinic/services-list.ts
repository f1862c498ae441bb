// The stored services (ordered directions) as the API's servicesList: kept apart from views.ts so the
// quiz functions that price an estimate read it without the doctors' and schedules' code.
import type { ServicesList } from '../../../shared/schemas/services';
import type { SettingItem } from '../../store/clinic-items';

export function servicesListOf(item: SettingItem | undefined): ServicesList {
  const servicesList: ServicesList = {};
  for (const direction of item?.directions ?? [])
    servicesList[direction.name] = direction.services.map((s) => ({
      name: s.name,
      cost: s.cost,
      ...(s.duration === undefined ? {} : { duration: s.duration }),
    }));
  return servicesList;
}
