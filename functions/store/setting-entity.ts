// The clinic's setting item (directions and their services) as its readers decode it, in a file of its own: the
// readers of the setting alone (the quiz page's prices, the widget's services) then carry none of the clinic's
// other schemas (functions/store/clinic-items.ts imports it from here).
import * as z from 'zod/mini';
import type { Service } from '../../shared/schemas/services';
import type { SettingItem } from './clinic-items';
import { entity } from './entity';

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const settingEntity = entity<SettingItem>(
  'setting',
  z.looseObject({
    directions: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        // Each service as the services save normalised it (shared/schemas/services.ts): the list is what readers walk.
        services: z.array(z.custom<Service>(isObject)),
      }),
    ),
    version: z.number(),
    updatedAt: z.string(),
  }),
);
