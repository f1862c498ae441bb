// (handler) --> submit ticket --> store (guard + lead + slot, one transaction) --> announce
// The lead is stored before it is announced; if announcing fails the patient still gets "sent" and the
// sweeper announces it later. The same idempotency key answers the first lead again.
import { ANY_DOCTOR, TICKET_ERRORS, type Ticket, type TicketAnswer } from '../../../shared/schemas/leads';
import { logger } from '../../logger';
import { readBookingContext, readDoctor, readDoctors, type BookingContext } from '../../store/booking-context';
import type { DoctorItem } from '../../store/clinic-items';
import { byName } from '../../store/clinic-items';
import { createLead, DuplicateTicketError, newLeadId, SlotTakenError, type LeadItem } from '../../store/leads';
import { ConflictError, NotFoundError } from '../errors';
import { announceLead } from './announce';
import { isBookable, offersService } from './bookable';
import { initialStatusSend } from './initial-status';

export const SLOT_TAKEN_MESSAGE = 'Это время уже заняли. Выберите, пожалуйста, другое время';
export const SLOT_UNAVAILABLE_MESSAGE = 'Это время больше недоступно для записи. Выберите, пожалуйста, другое время';

export async function submitTicket(ticket: Ticket, now = new Date()): Promise<TicketAnswer> {
  const context = await readBookingContext(ticket.clinicId);
  if (!context) throw new NotFoundError(TICKET_ERRORS.CLINIC_NOT_FOUND, 'Клиника не найдена: проверьте код виджета');
  const createdAt = now.toISOString();
  const base = leadOf(ticket, context, createdAt);
  try {
    const lead = ticket.action === 'Запись' ? await storeBooking(ticket, base, context, now) : await storeRequest(base);
    await announceOrLeave(lead);
    return { id: lead.id, createdAt: lead.createdAt };
  } catch (error) {
    if (error instanceof DuplicateTicketError) return { id: error.original.id, createdAt: error.original.createdAt };
    throw error;
  }
}

function leadOf(ticket: Ticket, context: BookingContext, createdAt: string): LeadItem {
  return {
    userId: ticket.clinicId,
    id: newLeadId(createdAt),
    createdAt,
    kind: 'booking',
    action: ticket.action,
    ClientFullName: ticket.ClientFullName,
    ClientPhone: ticket.ClientPhone,
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
    statusSend: initialStatusSend(context.integrations),
    deliveryLease: {},
    idempotencyKey: ticket.idempotencyKey,
  };
}

async function storeRequest(lead: LeadItem): Promise<LeadItem> {
  await createLead(lead);
  return lead;
}

/**
 * A chosen doctor is booked if the slot is one of theirs and free; "Любой специалист" tries every
 * accepting doctor offering the service and free then, by name, until one reservation succeeds.
 */
async function storeBooking(ticket: Ticket, lead: LeadItem, context: BookingContext, now: Date): Promise<LeadItem> {
  const candidates = await candidatesFor(ticket, context, now);
  if (candidates.length === 0) throw new ConflictError(TICKET_ERRORS.SLOT_UNAVAILABLE, SLOT_UNAVAILABLE_MESSAGE);
  for (const doctor of candidates) {
    const booked: LeadItem = { ...lead, doctorId: doctor.id, DoctorName: ticket.doctorId === ANY_DOCTOR || !lead.DoctorName ? doctor.name : lead.DoctorName };
    try {
      await createLead(booked, { doctorId: doctor.id, planStart: ticket.PlanStart });
      return booked;
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
    }
  }
  throw new ConflictError(TICKET_ERRORS.SLOT_TAKEN, SLOT_TAKEN_MESSAGE);
}

async function candidatesFor(ticket: Ticket, context: BookingContext, now: Date): Promise<DoctorItem[]> {
  const bookable = (doctor: DoctorItem) => isBookable(doctor, ticket.PlanStart, context.timezone, now);
  if (ticket.doctorId !== ANY_DOCTOR) {
    const doctor = await readDoctor(ticket.clinicId, ticket.doctorId);
    return doctor && bookable(doctor) ? [doctor] : [];
  }
  const doctors = await readDoctors(ticket.clinicId);
  return doctors.filter((doctor) => bookable(doctor) && offersService(doctor, ticket.DoctorService)).sort(byName);
}

async function announceOrLeave(lead: LeadItem): Promise<void> {
  try {
    await announceLead(lead);
  } catch (error) {
    logger.warn('lead stored but not announced; the sweeper will announce it', { leadId: lead.id, error: error as Error });
  }
}
