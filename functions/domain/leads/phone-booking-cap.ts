// How many bookings one phone may hold ahead in one clinic: enough for a patient who books twice or a
// parent who books the children, too few for one number to squat a doctor's day. The clinic sees each
// of them in 'Заявки' and frees the slot (and the phone's place) by deleting the lead.
import { localMoment, timeOf } from '../../../shared/domain/schedule';

export const FUTURE_BOOKINGS_PER_PHONE = 3;

export const PHONE_BOOKING_CAP_MESSAGE = `С этого номера уже есть ${FUTURE_BOOKINGS_PER_PHONE} предстоящие записи в эту клинику. Чтобы записаться ещё, позвоните в клинику`;

/** The bookings (lead id → PlanStart, clinic wall-clock 'yyyy-mm-ddTHH:mm') not yet begun at `now`. */
export function futureBookings(bookings: Readonly<Record<string, string>>, timeZone: string, now: Date): Record<string, string> {
  const moment = localMoment(timeZone, now);
  const localNow = `${moment.date}T${timeOf(moment.minutes)}`;
  return Object.fromEntries(Object.entries(bookings).filter(([, planStart]) => planStart > localNow));
}

/** `scale`: RATE_LIMIT_SCALE as it applies to the caller (config.callerLimitScale; 1 on AWS). */
export const isAtBookingCap = (future: Readonly<Record<string, string>>, scale = 1) =>
  Object.keys(future).length >= FUTURE_BOOKINGS_PER_PHONE * scale;
