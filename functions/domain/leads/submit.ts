// (handler) --> submit ticket --> read the context (one Query) --> the allowances of the caller's address
// and phone, then the clinic's --> the booking rule and the phone's cap --> store (guard + lead + slot +
// the phone's place, one transaction) --> announce
// The lead is stored before it is announced; if announcing fails the patient still gets "sent" and the
// sweeper announces it later. The same idempotency key with the same request answers the first lead
// again; with a different request it is refused (422), so a second booking is never silently dropped.
import { ANY_DOCTOR, TICKET_ERRORS, type Ticket, type TicketAnswer } from '../../../shared/schemas/ticket';
import { BOOKING_REFUSALS, canBook, type BookingRefusal, type Placement } from '../../../shared/domain/booking';
import { consentRecordOf } from '../../../shared/domain/consent/record';
import { leadDestinations, type LeadDestinations } from '../../../shared/domain/lead-destinations';
import { config } from '../../config';
import { logger } from '../../logger';
import { readBookingContext, type BookingContext } from '../../store/booking-context';
import { emptySetting, type DoctorItem } from '../../store/clinic-items';
import { byName, toClinicView, toDoctorView, toSettingView } from '../clinic/views';
import { getIntegrations } from '../../store/integrations';
import {
  createLead,
  DuplicateTicketError,
  findTicketGuard,
  getLead,
  newLeadId,
  SlotTakenError,
  type LeadItem,
  type TicketGuard,
} from '../../store/leads';
import { addPhoneBooking, getPhoneBookings } from '../../store/phone-bookings';
import { contactKey } from '../abuse/caller-keys';
import { admitClinicLead, patientMailAllowed, type PublicCaller } from '../allowances';
import { ConflictError, NotFoundError, UnprocessableError } from '../errors';
import { misBookingOf } from '../mis/booking';
import { clinicNameOf } from './clinic-name';
import { initialStatusSend, withOwnDestinations } from './initial-status';
import { afterStored, answerOfRetry, requestHashOf } from './lead-intake';
import { futureBookings, isAtBookingCap, PHONE_BOOKING_CAP_MESSAGE } from './phone-booking-cap';

export async function submitTicket(ticket: Ticket, caller: PublicCaller, now = new Date()): Promise<TicketAnswer> {
  const context = await readBookingContext(ticket.clinicId);
  if (!context.clinicItem) throw new NotFoundError(TICKET_ERRORS.CLINIC_NOT_FOUND, 'Клиника не найдена: проверьте код виджета');
  await admitClinicLead(ticket.clinicId, ticket.ClientPhone, caller, now.getTime());
  const createdAt = now.toISOString();
  const consent = await consentRecordOf(ticket.consent, { at: createdAt, page: ticket.URL, ip: caller.address });
  const base = {
    ...leadOf(ticket, await leadContextOf(ticket.clinicId, context), createdAt),
    consent,
    patientKey: contactKey(ticket.ClientPhone),
  };
  try {
    const lead = ticket.action === 'Запись' ? await storeBooking(ticket, base, context, caller, now) : await storeRequest(base);
    await afterStored(lead);
    return answerOf(lead);
  } catch (error) {
    // A retry finds its own guard, or its own slot reserved (the guard is read only on refusals).
    const original =
      error instanceof DuplicateTicketError
        ? error.original
        : error instanceof ConflictError
          ? await findTicketGuard(ticket.clinicId, ticket.idempotencyKey)
          : undefined;
    if (original) return retryAnswer(original, base.requestHash!);
    throw error;
  }
}

/** A retry gets the first answer again, whom and where included (one read more, on retries only). */
async function retryAnswer(original: TicketGuard, requestHash: string): Promise<TicketAnswer> {
  const answer = answerOfRetry(original, requestHash);
  const lead = await getLead(original);
  return lead ? answerOf(lead) : answer;
}

function answerOf(lead: LeadItem): TicketAnswer {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    ...(lead.action === 'Запись' && lead.DoctorName ? { DoctorName: lead.DoctorName } : {}),
    ...(lead.address ? { address: lead.address } : {}),
  };
}

interface LeadContext {
  clinicName: string;
  timezone: string;
  destinations: LeadDestinations;
}

/** Normally all from the one Query; a clinic without a name, or with integrations saved before the private copy existed, costs a read more. */
async function leadContextOf(userId: string, context: BookingContext): Promise<LeadContext> {
  const clinic = context.clinicItem!;
  return {
    clinicName: await clinicNameOf(userId, clinic.clinic),
    timezone: clinic.timezone,
    destinations: context.destinations ?? leadDestinations((await getIntegrations(userId)).integrations),
  };
}

function leadOf(ticket: Ticket, context: LeadContext, createdAt: string): LeadItem {
  return {
    userId: ticket.clinicId,
    id: newLeadId(createdAt),
    createdAt,
    kind: 'booking',
    action: ticket.action,
    ClientFullName: ticket.ClientFullName,
    ClientPhone: ticket.ClientPhone,
    ...(ticket.ClientEmail ? { ClientEmail: ticket.ClientEmail } : {}),
    DoctorName: ticket.DoctorName,
    DoctorService: ticket.DoctorService,
    ...(ticket.action === 'Запись' ? { PlanStart: ticket.PlanStart } : ticket.PlanStart ? { PlanStart: ticket.PlanStart } : {}),
    ...(ticket.doctorId !== ANY_DOCTOR ? { doctorId: ticket.doctorId } : {}),
    birthdate: ticket.birthdate,
    comment: ticket.comment,
    URL: ticket.URL,
    Utm: ticket.Utm,
    deviceType: ticket.deviceType,
    clinicName: context.clinicName,
    timezone: context.timezone,
    statusSend: initialStatusSend(context.destinations, ticket),
    deliveryLease: {},
    idempotencyKey: ticket.idempotencyKey,
    requestHash: requestHashOf(ticket),
  };
}

async function storeRequest(lead: LeadItem): Promise<LeadItem> {
  await createLead(lead);
  return lead;
}

/**
 * A chosen doctor is booked if the booking rule allows it (shared/domain/booking.ts, the widget's own);
 * "Любой специалист" tries every doctor the rule allows then for the service, by name, until one
 * reservation succeeds.
 */
async function storeBooking(ticket: Ticket, lead: LeadItem, context: BookingContext, caller: PublicCaller, now: Date): Promise<LeadItem> {
  const phone = await getPhoneBookings(ticket.clinicId, contactKey(ticket.ClientPhone));
  const future = futureBookings(phone.bookings, lead.timezone, now);
  if (isAtBookingCap(future, config.callerLimitScale(caller.address))) {
    throw new UnprocessableError(TICKET_ERRORS.PHONE_BOOKING_LIMIT, PHONE_BOOKING_CAP_MESSAGE, { ClientPhone: PHONE_BOOKING_CAP_MESSAGE });
  }
  const patient = await patientMailOf(ticket, now);
  const withPatient: LeadItem = {
    ...lead,
    phoneKey: phone.phoneKey,
    ...patient,
    // The confirmation is one of the lead's mail destinations from the start: the lead's fan-out reaches the mail queue
    // even when the clinic has no address of its own (shared/domain/lead-fanout.ts).
    ...(patient.patientMail ? { statusSend: withOwnDestinations(lead.statusSend ?? {}, patient) } : {}),
  };
  const booked = await reserveSlot(ticket, withPatient, context, now);
  const past = Object.keys(phone.bookings).filter((id) => !(id in future));
  // The lead is stored: a failure here only leaves the phone's cap one booking short, never the lead lost.
  await addPhoneBooking(ticket.clinicId, phone.phoneKey, booked.id, ticket.PlanStart, past).catch((error: Error) =>
    logger.warn('booking stored but not added to its phone', { leadId: booked.id, error }),
  );
  return booked;
}

/** The booking's confirmation goes to the patient's e-mail if its allowances admit it; the booking stands either way. */
async function patientMailOf(ticket: Ticket, now: Date): Promise<Pick<LeadItem, 'patientMail'>> {
  if (!ticket.ClientEmail || !(await patientMailAllowed(ticket.clinicId, ticket.ClientEmail, now.getTime()))) return {};
  return { patientMail: ticket.ClientEmail };
}

async function reserveSlot(ticket: Ticket, lead: LeadItem, context: BookingContext, now: Date): Promise<LeadItem> {
  const { addressList, reminderHours } = toClinicView(ticket.clinicId, context.clinicItem);
  for (const { doctor, placement } of candidatesFor(ticket, context, now)) {
    const address = addressList.filter((item) => doctor.address?.[item] === true).join('; ');
    const misBooking = misBookingOf(doctor, ticket.PlanStart, placement.minutes);
    const booked: LeadItem = {
      ...lead,
      doctorId: doctor.id,
      visitMinutes: placement.minutes,
      // The clinic's reminder hours now: the visit's reminders are written with it (store/reminders.ts).
      reminderHours,
      DoctorName: ticket.doctorId === ANY_DOCTOR || !lead.DoctorName ? doctor.name : lead.DoctorName,
      ...(address ? { address } : {}),
      // A DentalPRO or MacDent doctor: the appointment is made in that MIS too (lead-mis channel).
      ...(misBooking ? { misBooking, statusSend: withOwnDestinations(lead.statusSend ?? {}, { misBooking }) } : {}),
    };
    try {
      await createLead(booked, { doctorId: doctor.id, planStart: ticket.PlanStart, ...placement });
      return booked;
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
    }
  }
  throw refusalError('slotTaken', BOOKING_REFUSALS.slotTaken);
}

/** The doctors to try, each with how long its visit is and the starts it covers, or a 409 saying why there are none. */
function candidatesFor(ticket: Ticket, context: BookingContext, now: Date): Array<{ doctor: DoctorItem; placement: Placement }> {
  const clinic = toClinicView(ticket.clinicId, context.clinicItem);
  const setting = context.settingItem ?? emptySetting();
  const rule = {
    addressList: clinic.addressList,
    timezone: clinic.timezone,
    prices: toSettingView(setting).servicesList,
    holidays: clinic.holidays,
  };
  const verdictOf = (item: DoctorItem | undefined) =>
    canBook(
      item && toDoctorView(item, { clinic, setting, now, reservations: context.reservations }),
      rule,
      { planStart: ticket.PlanStart, service: ticket.DoctorService },
      item && context.reservations.get(item.id),
      now,
    );
  if (ticket.doctorId !== ANY_DOCTOR) {
    const doctor = context.doctorItems.find((item) => item.id === ticket.doctorId);
    const verdict = verdictOf(doctor);
    if (!verdict.ok) throw refusalError(verdict.refusal, verdict.message);
    return [{ doctor: doctor!, placement: verdict }];
  }
  const candidates = [...context.doctorItems].sort(byName).flatMap((doctor) => {
    const verdict = verdictOf(doctor);
    return verdict.ok ? [{ doctor, placement: { minutes: verdict.minutes, covers: verdict.covers } }] : [];
  });
  if (candidates.length === 0) throw refusalError('slotNotFree', BOOKING_REFUSALS.slotNotFree);
  return candidates;
}

/** 409 for every refusal: the widget then reloads its doctors and slots; SLOT_TAKEN when someone was faster. */
function refusalError(refusal: BookingRefusal, message: string): ConflictError {
  return new ConflictError(refusal === 'slotTaken' ? TICKET_ERRORS.SLOT_TAKEN : TICKET_ERRORS.SLOT_UNAVAILABLE, message);
}
