// THE booking rule: whether a patient may book a doctor, and at which times. The widget's data (what it
// offers), its slot lists and POST /api/ticket (what the server accepts) all ask this module, so a direct
// POST cannot book what the widget hides. A doctor is bookable when accepting (status on, not deleted),
// the cabinet's five rules hold against the clinic's current addresses (doctor-rules.ts), an MIS schedule
// is fresh enough (freshness.ts), and it offers at least one of the clinic's services; a slot is bookable
// when it is one of such a doctor's free starts for the chosen service's length (free-starts.ts: the
// whole visit inside the doctor's working time, overlapping no booking), not started on the clinic's clocks.
// Whether someone books it a moment later is decided by the reservations' conditional writes (one per
// start the visit covers), race-free.
import type { DoctorView } from '../schemas/doctor';
import type { Service } from '../schemas/services';
import type { FreeSlots, WidgetServices } from '../schemas/widget';
import { doctorMessages, type DoctorRuleInput } from './doctor-rules';
import { doctorFreshness } from './freshness';
import { coveredStarts, fits, freeStarts, overlaps, type DayPlan } from './free-starts';
import { parseServiceLine } from './prices';
import { addDays, busyOn, localMoment, mapPlan, MIS_CELL_MINUTES, templatePlan, timeOf, type Booked, type LocalMoment } from './schedule';
import { uniqueServices } from './widget-services';
import { dictionary, own } from './dictionary';

export type BookingDoctor = DoctorRuleInput & Pick<DoctorView, 'status' | 'deleteDoctor' | 'updated_at' | 'appointment'>;

export interface BookingClinic {
  addressList: string[];
  timezone: string;
  /** The clinic's services by direction (the setting's servicesList). */
  prices: Record<string, Service[]>;
  /** The clinic's holidays ('yyyy-mm-dd'); none when absent. */
  holidays?: readonly string[];
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
  | 'slotNotFree'
  | 'noRoom';

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
  noRoom:
    'Выбранная услуга не помещается в это время: до перерыва, конца приёма или следующей записи меньше, чем она длится. Выберите, пожалуйста, другое время',
};

/** What the widget offers of a bookable doctor: the clinic's addresses, services and free times. */
export interface BookingOffer {
  address: string[];
  service: WidgetServices;
  /** Free starts for a service without a duration (one slot of the doctor). */
  slots: FreeSlots;
  /** Free starts per duration (minutes) of the doctor's services that have one. */
  slotsByDuration: Record<string, FreeSlots>;
}

/** A booking that may go ahead: its length, and the starts it covers ('yyyy-mm-ddTHH:mm'), its own first: one reservation each. */
export interface Placement {
  minutes: number;
  covers: string[];
}

export type BookingVerdict = ({ ok: true } & Placement) | { ok: false; refusal: BookingRefusal; message: string };

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
  booked: readonly Booked[] | undefined,
  now: Date,
): BookingOffer | null {
  if (doctorRefusal(doctor, clinic, now)) return null;
  const service = offeredServices(doctor, clinic.prices);
  // The days are planned once; each length only filters them.
  const today = localMoment(clinic.timezone, now);
  const plans = doctorPlans(doctor, clinic, today.date);
  const slots = startsOf(doctor, plans, booked, today, defaultMinutes(doctor));
  const durations = new Set(Object.values(service).flatMap((list) => list.flatMap((item) => item.duration ?? [])));
  const slotsByDuration = Object.fromEntries(
    [...durations].sort((a, b) => a - b).map((minutes) => [String(minutes), startsOf(doctor, plans, booked, today, minutes)]),
  );
  if ([slots, ...Object.values(slotsByDuration)].every((list) => Object.keys(list).length === 0)) return null;
  return {
    address: clinic.addressList.filter((address) => doctor.address[address] === true),
    service,
    slots,
    slotsByDuration,
  };
}

/** Whether this doctor can be booked at `planStart` ('yyyy-mm-ddTHH:mm') for `service` (the lead's text; '' for none), and for how long. */
export function canBook(
  doctor: BookingDoctor | undefined,
  clinic: BookingClinic,
  request: { planStart: string; service: string },
  booked: readonly Booked[] | undefined,
  now: Date,
): BookingVerdict {
  const refusal = doctorRefusal(doctor, clinic, now);
  const verdict = refusal ? refusal : placementOf(doctor!, clinic, request, booked, now);
  return typeof verdict === 'string' ? { ok: false, refusal: verdict, message: BOOKING_REFUSALS[verdict] } : { ok: true, ...verdict };
}

function placementOf(
  doctor: BookingDoctor,
  clinic: BookingClinic,
  request: { planStart: string; service: string },
  booked: readonly Booked[] | undefined,
  now: Date,
): Placement | BookingRefusal {
  const services = offeredServices(doctor, clinic.prices);
  if (!offersService(services, request.service)) return 'serviceNotOffered';
  const [date = '', time = ''] = request.planStart.split('T');
  const today = localMoment(clinic.timezone, now);
  const plan = planOn(doctor, clinic, date, today.date);
  const start = minutesOfTime(time);
  if (!plan || start === undefined || !plan.starts.includes(start) || hasStarted(date, start, today)) return 'slotNotFree';
  const minutes = chosenService(services, request.service)?.duration ?? defaultMinutes(doctor);
  const busy = busyOn(booked, date, defaultMinutes(doctor));
  if (busy.some((span) => overlaps(span, { start, end: start + 1 }))) return 'slotTaken';
  if (!fits(plan, start, minutes, busy)) return 'noRoom';
  return { minutes, covers: coveredStarts(plan, start, minutes).map((at) => `${date}T${timeOf(at)}`) };
}

/**
 * A bookable doctor's free starts for a visit of `minutes` (default: one slot of the doctor): inside its
 * working time, overlapping no booking, not yet started; {} when not bookable.
 */
export function bookableSlots(
  doctor: BookingDoctor,
  clinic: BookingClinic,
  booked: readonly Booked[] | undefined,
  now: Date,
  minutes = defaultMinutes(doctor),
): FreeSlots {
  if (doctorRefusal(doctor, clinic, now)) return {};
  const today = localMoment(clinic.timezone, now);
  return startsOf(doctor, doctorPlans(doctor, clinic, today.date), booked, today, minutes);
}

/** The planned days' free starts for a visit of `minutes`, not yet begun. */
function startsOf(
  doctor: BookingDoctor,
  plans: ReadonlyMap<string, DayPlan>,
  booked: readonly Booked[] | undefined,
  today: LocalMoment,
  minutes: number,
): FreeSlots {
  const slots: FreeSlots = {};
  for (const [date, plan] of plans) {
    const times = freeStarts(plan, minutes, busyOn(booked, date, defaultMinutes(doctor)))
      .filter((start) => !hasStarted(date, start, today))
      .map(timeOf);
    if (times.length > 0) slots[date] = times;
  }
  return slots;
}

/** One slot of the doctor: its template's length, or an MIS map's cell. */
export const defaultMinutes = (doctor: Pick<BookingDoctor, 'source' | 'schedule'>): number =>
  doctor.source === 'manual' && doctor.schedule ? doctor.schedule.slotMinutes : MIS_CELL_MINUTES;

/**
 * The doctor's days from today on, ascending: a manual doctor's from its weekly template (exceptions and
 * holidays applied) over its horizon; an MIS doctor's from the stored map, holidays closed.
 */
function doctorPlans(doctor: BookingDoctor, clinic: BookingClinic, today: string): Map<string, DayPlan> {
  const dates =
    doctor.source === 'manual'
      ? Array.from({ length: doctor.schedule?.horizonDays ?? 0 }, (_, offset) => addDays(today, offset))
      : Object.keys(doctor.appointment).map(normalDate).sort();
  const plans = new Map<string, DayPlan>();
  for (const date of dates) {
    const plan = date >= today ? planOn(doctor, clinic, date) : undefined;
    if (plan) plans.set(date, plan);
  }
  return plans;
}

/** The doctor's plan of one date (within a manual doctor's horizon from `today`), or undefined for a day without work. */
function planOn(doctor: BookingDoctor, clinic: BookingClinic, date: string, today?: string): DayPlan | undefined {
  if (doctor.source === 'manual') {
    const schedule = doctor.schedule;
    if (!schedule || (today !== undefined && (date < today || date >= addDays(today, schedule.horizonDays)))) return undefined;
    return templatePlan(schedule, date, new Set(clinic.holidays ?? []));
  }
  // An MIS keeps its own schedule; the clinic's holidays close its days too (the clinic is shut).
  if (clinic.holidays?.includes(date)) return undefined;
  const times = Object.entries(doctor.appointment).find(([key]) => normalDate(key) === date)?.[1];
  return times ? mapPlan(times) : undefined;
}

function hasStarted(date: string, start: number, today: LocalMoment): boolean {
  return date < today.date || (date === today.date && start <= today.minutes);
}

const minutesOfTime = (time: string): number | undefined =>
  /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : undefined;

/** The spec allows dd.mm.yyyy keys in an MIS map; the widget and the lead speak yyyy-mm-dd. */
function normalDate(date: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/** The doctor's checked services that the clinic still lists, with its prices (and durations); a name carrying its price ('Чистка, 3500') is split. */
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
  const duration = service.duration === undefined ? {} : { duration: service.duration };
  if (service.cost.trim() !== '') return { name: service.name, cost: service.cost, ...duration };
  return { ...(parseServiceLine(service.name) ?? { name: service.name, cost: '' }), ...duration };
}

/** The lead's service text is one of these: its name, 'name, price' or 'name - price'; '' chooses none. */
export function offersService(services: WidgetServices, chosen: string): boolean {
  return chosen.trim() === '' || matchingServices(services, chosen).length > 0;
}

/**
 * The service the lead's text names: of those with its name, the one whose price the text carries
 * ('Пломба, 4 500 ₽' is the 4500 one), else the first; undefined for '' or none.
 */
export function chosenService(services: WidgetServices, chosen: string): Service | undefined {
  const wanted = chosen.trim();
  const digits = (text: string) => text.replace(/\D/g, '');
  const matches = matchingServices(services, wanted);
  const pricedAsTold = (service: Service) => {
    const price = digits(wanted.slice(service.name.length + 2));
    return price !== '' && price === digits(service.cost);
  };
  return matches.find(pricedAsTold) ?? matches[0];
}

function matchingServices(services: WidgetServices, chosen: string): Service[] {
  const wanted = chosen.trim();
  if (wanted === '') return [];
  return Object.values(services)
    .flat()
    .filter(({ name }) => wanted === name || wanted.startsWith(`${name}, `) || wanted.startsWith(`${name} - `));
}
