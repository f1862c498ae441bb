// The schema of GET /api/widget's answer. Kept apart from widget.ts, whose types and constants the
// widget's own bundle imports without zod (it imports only the types from here).
import * as z from 'zod/mini';
import './zod';
import { servicesListViewSchema } from './services';

/** 'yyyy-mm-dd' → free 'HH:mm' times, ascending; only future slots, clinic local time. */
const freeSlotsSchema = z.record(z.string(), z.array(z.string()));

const widgetDoctorSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  specialization: z.array(z.string()),
  experience: z.string(),
  /** Image name of the round photo for GET /api/img?name=…, or null (the widget draws a placeholder). */
  photo: z.nullable(z.string()),
  /** The clinic addresses (from its addressList) where the doctor receives. */
  address: z.array(z.string()),
  /** Only checked services that the clinic still lists, each name+cost once, in the clinic's order. */
  service: servicesListViewSchema,
  /** Free starts for a service without a duration (one slot of the doctor's schedule). */
  slots: freeSlotsSchema,
  /** Free starts per duration in minutes ('60') of the doctor's services that have one: only where the whole visit fits. */
  slotsByDuration: z.record(z.string(), freeSlotsSchema),
});

export const widgetDataSchema = z.strictObject({
  _id: z.string(),
  clinic: z.string(),
  logo: z.nullable(z.string()),
  addressList: z.array(z.string()),
  currency: z.strictObject({ name: z.string(), symbol: z.string() }),
  /** Direction names in the clinic's order (the service screen's chips). */
  servicesList: z.array(z.string()),
  specializationList: z.array(z.string()),
  /** IANA zone the slots are in; the widget hides slots that passed since the answer was made. */
  timezone: z.string(),
  /** Active doctors with at least one future free slot, in the order the widget shows them. */
  doctors: z.array(widgetDoctorSchema),
  /** Yandex Metrica counter ids of the clinic: the widget reports its goal to each. */
  metricIds: z.array(z.number()),
});

export type WidgetData = z.infer<typeof widgetDataSchema>;
export type WidgetDoctor = WidgetData['doctors'][number];
export type FreeSlots = z.infer<typeof freeSlotsSchema>;
