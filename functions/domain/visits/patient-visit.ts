// The patient's visit by its link (issue 26 §3): read it with the same doctor's free times, cancel it, or
// move it. Every call names one visit by a signed token (visit-token.ts) and reads or changes that lead of
// that clinic only; a link that is not ours, a cancelled visit and one whose time is over are refused with
// a Russian reason, never another visit's data. Free times and the move follow the widget's booking rule
// (shared/domain/booking.ts), the visit's own reservation aside.
import { bookableSlots, canBook } from '../../../shared/domain/booking';
import type { Booked } from '../../../shared/domain/schedule';
import { VISIT_ERRORS, VISIT_LINK_INVALID_MESSAGE, type VisitAnswer } from '../../../shared/schemas/visit';
import { TICKET_ERRORS } from '../../../shared/schemas/ticket';
import { readBookingContext, type BookingContext } from '../../store/booking-context';
import { emptySetting, type DoctorItem } from '../../store/clinic-items';
import { getLead, refOfLeadId, SlotTakenError, type LeadItem } from '../../store/leads';
import { cancelPatientVisit, reschedulePatientVisit, VisitChangedError } from '../../store/patient-visits';
import { addPhoneBooking, releasePhoneBooking } from '../../store/phone-bookings';
import { admitVisitCall, admitVisitChange, type PublicCaller } from '../allowances';
import { toClinicView, toDoctorView, toSettingView } from '../clinic/views';
import { ConflictError, NotFoundError } from '../errors';
import { announceOrLeave } from '../leads/lead-intake';
import { instantOf } from '../mis/booking';
import { visitOfToken } from './visit-link';

const invalid = () => new NotFoundError(VISIT_ERRORS.LINK_INVALID, VISIT_LINK_INVALID_MESSAGE);

/** The booking a link names, still to come and not cancelled. */
async function liveVisit(token: string, caller: PublicCaller, now: Date): Promise<LeadItem> {
  await admitVisitCall(caller, now.getTime());
  const ref = await visitOfToken(token);
  const leadRef = ref && refOfLeadId(ref.clinicId, ref.leadId);
  const lead = leadRef && (await getLead(leadRef));
  if (!lead || lead.action !== 'Запись' || !lead.PlanStart || !lead.doctorId) throw invalid();
  if (lead.visitChange?.kind === 'cancelled') {
    throw new NotFoundError(VISIT_ERRORS.CANCELLED, 'Запись отменена. Чтобы записаться снова, откройте виджет на сайте клиники');
  }
  if (visitEnd(lead).getTime() <= now.getTime()) {
    throw new NotFoundError(VISIT_ERRORS.ENDED, 'Время визита прошло: ссылка больше не действует');
  }
  return lead;
}

const visitMinutesOf = (lead: LeadItem) => lead.visitMinutes ?? 30;

function visitEnd(lead: LeadItem): Date {
  const [date = '', time = ''] = lead.PlanStart!.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return instantOf(date, hours * 60 + minutes + visitMinutesOf(lead), lead.timezone);
}

interface DoctorRule {
  doctor: ReturnType<typeof toDoctorView> | undefined;
  rule: Parameters<typeof canBook>[1];
  /** The doctor's reservations but this visit's own. */
  booked: Booked[];
}

function doctorRuleOf(lead: LeadItem, context: BookingContext, now: Date): DoctorRule {
  const clinic = toClinicView(lead.userId, context.clinicItem);
  const setting = context.settingItem ?? emptySetting();
  const item: DoctorItem | undefined = context.doctorItems.find((doctor) => doctor.id === lead.doctorId);
  const booked = (context.reservations.get(lead.doctorId!) ?? []).filter((entry) => entry.start !== lead.PlanStart);
  const reservations = new Map(context.reservations).set(lead.doctorId!, booked);
  return {
    doctor: item && toDoctorView(item, { clinic, setting, now, reservations }),
    rule: {
      addressList: clinic.addressList,
      timezone: clinic.timezone,
      prices: toSettingView(setting).servicesList,
      holidays: clinic.holidays,
    },
    booked,
  };
}

function answerOf(lead: LeadItem, context: BookingContext, now: Date): VisitAnswer {
  const { doctor, rule, booked } = doctorRuleOf(lead, context, now);
  const slots = doctor ? bookableSlots(doctor, rule, booked, now, visitMinutesOf(lead)) : {};
  return {
    clinicName: lead.clinicName,
    doctorName: lead.DoctorName ?? '',
    service: lead.DoctorService ?? '',
    address: lead.address ?? '',
    planStart: lead.PlanStart!,
    minutes: visitMinutesOf(lead),
    timezone: lead.timezone,
    slots,
  };
}

export async function readPatientVisit(token: string, caller: PublicCaller, now = new Date()): Promise<VisitAnswer> {
  const lead = await liveVisit(token, caller, now);
  return answerOf(lead, await readBookingContext(lead.userId), now);
}

export async function cancelVisitByLink(
  token: string,
  caller: PublicCaller,
  now = new Date(),
): Promise<{ cancelled: true; planStart: string }> {
  const lead = await liveVisit(token, caller, now);
  await admitVisitChange(lead.userId, lead.id, now.getTime());
  await cancelPatientVisit(lead, now.toISOString()).catch(changedMeanwhile);
  if (lead.phoneKey) await releasePhoneBooking(lead.userId, lead.phoneKey, lead.id);
  await announceOrLeave(lead);
  return { cancelled: true, planStart: lead.PlanStart! };
}

export async function rescheduleVisitByLink(
  token: string,
  planStart: string,
  caller: PublicCaller,
  now = new Date(),
): Promise<VisitAnswer> {
  const lead = await liveVisit(token, caller, now);
  if (planStart === lead.PlanStart) throw new ConflictError(TICKET_ERRORS.SLOT_UNAVAILABLE, 'Запись уже на это время');
  const context = await readBookingContext(lead.userId);
  const { doctor, rule, booked } = doctorRuleOf(lead, context, now);
  const verdict = canBook(doctor, rule, { planStart, service: lead.DoctorService ?? '' }, booked, now);
  if (!verdict.ok) {
    throw new ConflictError(verdict.refusal === 'slotTaken' ? TICKET_ERRORS.SLOT_TAKEN : TICKET_ERRORS.SLOT_UNAVAILABLE, verdict.message);
  }
  await admitVisitChange(lead.userId, lead.id, now.getTime());
  const slot = { doctorId: lead.doctorId!, planStart, minutes: verdict.minutes, covers: verdict.covers };
  await reschedulePatientVisit(lead, slot, now.toISOString()).catch(changedMeanwhile);
  if (lead.phoneKey) await addPhoneBooking(lead.userId, lead.phoneKey, lead.id, planStart, []);
  const moved: LeadItem = { ...lead, PlanStart: planStart, visitMinutes: verdict.minutes };
  await announceOrLeave(lead);
  return answerOf(moved, await readBookingContext(lead.userId), now);
}

function changedMeanwhile(error: unknown): never {
  if (error instanceof SlotTakenError) throw new ConflictError(TICKET_ERRORS.SLOT_TAKEN, 'Это время только что заняли: выберите другое');
  if (error instanceof VisitChangedError) throw new ConflictError('VISIT_CHANGED', 'Запись только что изменили: обновите страницу');
  throw error;
}
