// THE booking rule: whether a patient may book a doctor, and at which times. The widget's data (what it
// offers), its slot lists and POST /api/ticket (what the server accepts) all ask this module, so a direct
// POST cannot book what the widget hides. A doctor is bookable when accepting (status on, not deleted),
// the cabinet's five rules hold against the clinic's current addresses (doctor-rules.ts), an MIS schedule
// is fresh enough (freshness.ts), and it offers at least one of the clinic's services; a slot is bookable
// when it is one of such a doctor's free slots, not started on the clinic's clocks and not reserved.
// Whether someone books it a moment later is decided by the reservation's conditional write, race-free.
import type { Appointment, DoctorView } from '../schemas/doctor';
import type { Service } from '../schemas/services';
import type { FreeSlots, WidgetServices } from '../schemas/widget';
import { doctorMessages, type DoctorRuleInput } from './doctor-rules';
import { doctorFreshness } from './freshness';
import { parseServiceLine } from './prices';
import { isFreeSlot } from './schedule';
import { uniqueServices } from './widget-services';
import { dictionary, own } from './dictionary';

export type BookingDoctor = DoctorRuleInput & Pick<DoctorView, 'status' | 'deleteDoctor' | 'updated_at' | 'appointment'>;

export interface BookingClinic {
  addressList: string[];
  timezone: string;
  /** The clinic's services by direction (the setting's servicesList). */
  prices: Record<string, Service[]>;
}

export type BookingRefusal =
  | 'missing'
  | 'off'
  | 'deleted'
  | 'rules'
  | 'stale'
  | 'noService'
  | 'serviceNotOffered'
  | 'slotTaken'
  | 'slotNotFree';

/** Russian reasons a booking is refused, as the patient reads them. */
export const BOOKING_REFUSALS: Record<BookingRefusal, string> = {
  missing: 'Такого врача в клинике нет. Выберите, пожалуйста, другого специалиста',
  off: 'Врач сейчас не принимает записи. Выберите, пожалуйста, другого специалиста',
  deleted: 'Врач больше не работает в клинике. Выберите, пожалуйста, другого специалиста',
  rules: 'Запись к этому врачу сейчас закрыта. Выберите, пожалуйста, другого специалиста',
  stale: 'Расписание врача давно не обновлялось, запись к нему закрыта. Выберите, пожалуйста, другого специалиста',
  noService: 'Врач сейчас не оказывает услуг, на которые можно записаться. Выберите, пожалуйста, другого специалиста',
  serviceNotOffered: 'Врач не оказывает выбранную услугу. Выберите, пожалуйста, другую услугу или специалиста',
  slotTaken: 'Это время уже заняли. Выберите, пожалуйста, другое время',
  slotNotFree: 'Это время больше недоступно для записи. Выберите, пожалуйста, другое время',
};

/** What the widget offers of a bookable doctor: the clinic's addresses, services and free times. */
export interface BookingOffer {
  address: string[];
  service: WidgetServices;
  slots: FreeSlots;
}

export type BookingVerdict = { ok: true } | { ok: false; refusal: BookingRefusal; message: string };

/** Why the doctor cannot be booked at all (before any slot is looked at), or null. */
export function doctorRefusal(doctor: BookingDoctor | undefined, clinic: BookingClinic, now: Date): BookingRefusal | null {
  if (!doctor) return 'missing';
  if (doctor.deleteDoctor) return 'deleted';
  if (!doctor.status) return 'off';
  if (doctorMessages(doctor, clinic).length > 0) return 'rules';
  if (doctorFreshness(doctor, now).level === 'deactivated') return 'stale';
  if (Object.keys(offeredServices(doctor, clinic.prices)).length === 0) return 'noService';
  return null;
}

/** The offer of a bookable doctor with at least one free slot; null when the widget must not show the doctor. */
export function bookingOffer(
  doctor: BookingDoctor,
  clinic: BookingClinic,
  booked: ReadonlySet<string> | undefined,
  now: Date,
): BookingOffer | null {
  if (doctorRefusal(doctor, clinic, now)) return null;
  const slots = bookableSlots(doctor, clinic, booked, now);
  if (Object.keys(slots).length === 0) return null;
  return {
    address: clinic.addressList.filter((address) => doctor.address[address] === true),
    service: offeredServices(doctor, clinic.prices),
    slots,
  };
}

/** Whether this doctor can be booked at `planStart` ('yyyy-mm-ddTHH:mm') for `service` (the lead's text; '' for none). */
export function canBook(
  doctor: BookingDoctor | undefined,
  clinic: BookingClinic,
  request: { planStart: string; service: string },
  booked: ReadonlySet<string> | undefined,
  now: Date,
): BookingVerdict {
  const refusal = doctorRefusal(doctor, clinic, now) ?? requestRefusal(doctor!, clinic, request, booked, now);
  return refusal ? { ok: false, refusal, message: BOOKING_REFUSALS[refusal] } : { ok: true };
}

function requestRefusal(
  doctor: BookingDoctor,
  clinic: BookingClinic,
  request: { planStart: string; service: string },
  booked: ReadonlySet<string> | undefined,
  now: Date,
): BookingRefusal | null {
  if (!offersService(offeredServices(doctor, clinic.prices), request.service)) return 'serviceNotOffered';
  if (booked?.has(request.planStart)) return 'slotTaken';
  const [date = '', time = ''] = request.planStart.split('T');
  return bookableSlots(doctor, clinic, booked, now)[date]?.includes(time) ? null : 'slotNotFree';
}

/** A bookable doctor's free times: free in its appointment map, not yet started, not reserved; {} when not bookable. */
export function bookableSlots(doctor: BookingDoctor, clinic: BookingClinic, booked: ReadonlySet<string> | undefined, now: Date): FreeSlots {
  if (doctorRefusal(doctor, clinic, now)) return {};
  return freeSlots(doctor.appointment, clinic.timezone, booked, now);
}

function freeSlots(stored: Appointment, timezone: string, booked: ReadonlySet<string> | undefined, now: Date): FreeSlots {
  const appointment = Object.fromEntries(Object.entries(stored).map(([date, times]) => [normalDate(date), times]));
  const slots: FreeSlots = {};
  for (const date of Object.keys(appointment).sort()) {
    const times = Object.keys(appointment[date]!)
      .filter((time) => isFreeSlot(appointment, date, time, timezone, now) && !booked?.has(`${date}T${time}`))
      .sort();
    if (times.length > 0) slots[date] = times;
  }
  return slots;
}

/** The spec allows dd.mm.yyyy keys in an MIS map; the widget and the lead speak yyyy-mm-dd. */
function normalDate(date: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/** The doctor's checked services that the clinic still lists, with its prices; a name carrying its price ('Чистка, 3500') is split. */
export function offeredServices(doctor: Pick<DoctorView, 'service'>, prices: Record<string, Service[]>): WidgetServices {
  const services: WidgetServices = dictionary();
  for (const [direction, choices] of Object.entries(doctor.service)) {
    const checked = new Set(choices.filter((choice) => choice.checked).map((choice) => choice.name));
    const list = (own(prices, direction) ?? []).filter((service) => checked.has(service.name)).map(splitPrice);
    if (list.length > 0) services[direction] = list;
  }
  return uniqueServices(services);
}

function splitPrice(service: Service): Service {
  if (service.cost.trim() !== '') return { name: service.name, cost: service.cost };
  return parseServiceLine(service.name) ?? { name: service.name, cost: '' };
}

/** The lead's service text is one of these: its name, 'name, price' or 'name - price'; '' chooses none. */
export function offersService(services: WidgetServices, chosen: string): boolean {
  const wanted = chosen.trim();
  if (wanted === '') return true;
  return Object.values(services).some((list) =>
    list.some(({ name }) => wanted === name || wanted.startsWith(`${name}, `) || wanted.startsWith(`${name} - `)),
  );
}
