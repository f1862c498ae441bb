// GET /api/widget?id={clinicKey} (public): everything the booking widget shows, in one answer built from
// one Query on the clinic's partition (functions/domain/widget/widget-data.ts). Field names follow the
// spec's widget entities (widget spec §3) where it names them. Types and constants only: the widget's
// bundle imports this file and must not pull zod in (the query schema is in widget-query.ts).
import type { Currency } from './clinic';
import type { Service } from './services';

export const CLINIC_NOT_FOUND_MESSAGE = 'Клиника не найдена: проверьте ключ виджета';

/** direction → its services, key order = the clinic's direction order (as in shared/schemas/services.ts). */
export type WidgetServices = Record<string, Service[]>;

/** 'yyyy-mm-dd' → free 'HH:mm' times, ascending; only future slots, clinic local time. */
export type FreeSlots = Record<string, string[]>;

export interface WidgetDoctor {
  _id: string;
  name: string;
  specialization: string[];
  experience: string;
  /** Image name of the round photo for GET /api/img?name=…, or null (the widget draws a placeholder). */
  photo: string | null;
  /** The clinic addresses (from its addressList) where the doctor receives. */
  address: string[];
  /** Only checked services that the clinic still lists, each name+cost once, in the clinic's order. */
  service: WidgetServices;
  slots: FreeSlots;
}

export interface WidgetData {
  _id: string;
  clinic: string;
  logo: string | null;
  addressList: string[];
  currency: Currency;
  /** Direction names in the clinic's order (the service screen's chips). */
  servicesList: string[];
  specializationList: string[];
  /** IANA zone the slots are in; the widget hides slots that passed since the answer was made. */
  timezone: string;
  /** Active doctors with at least one future free slot, in the order the widget shows them. */
  doctors: WidgetDoctor[];
  /** Yandex Metrica counter ids of the clinic: the widget reports its goal to each. */
  metricIds: number[];
}
