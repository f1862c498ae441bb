// What the patient reads by SMS: the booking's confirmation and the reminders before the visit. A visit's time is its
// wall time on the clinic's clocks (a booking keeps PlanStart as the clinic reads it), so no zone is converted here.
// Each text fits MAX_SMS_PARTS: the clinic's name is shortened first, then the visit link left out.
import { MAX_SMS_PARTS, smsSize } from './segments';

export interface VisitSms {
  clinicName: string;
  /** 'yyyy-mm-ddTHH:mm' on the clinic's clocks. */
  planStart: string;
  /** The patient's page of the visit (cancel, reschedule), when there is one. */
  visitLink?: string;
}

/** '12.03 в 14:30' of a wall time; the text as it is when it is none. */
export function visitMoment(planStart: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(planStart);
  return match ? `${match[2]}.${match[1]} в ${match[3]}` : planStart;
}

const fits = (text: string) => smsSize(text).parts <= MAX_SMS_PARTS;

/** The longest text `make(name, link)` gives within the parts: the whole name, a shorter one, then without the link. */
function fitted(visit: VisitSms, make: (name: string, link: string) => string): string {
  const name = visit.clinicName.trim().replace(/\s+/g, ' ');
  for (const link of visit.visitLink ? [` ${visit.visitLink}`, ''] : ['']) {
    if (fits(make(name, link))) return make(name, link);
    for (let length = name.length - 1; length > 0; length--) {
      const shorter = `${name.slice(0, length).trimEnd()}…`;
      if (fits(make(shorter, link))) return make(shorter, link);
    }
    if (fits(make('', link))) return make('', link);
  }
  return make('', '');
}

const clinicPart = (name: string) => (name ? `${name}, ` : '');

export function confirmationSms(visit: VisitSms): string {
  const moment = visitMoment(visit.planStart);
  return fitted(visit, (name, link) => `Вы записаны: ${clinicPart(name)}${moment}.${link ? ` Отмена и перенос:${link}` : ''}`);
}

export function reminderSms(visit: VisitSms): string {
  const moment = visitMoment(visit.planStart);
  return fitted(visit, (name, link) => `Напоминаем о визите: ${clinicPart(name)}${moment}.${link ? ` Отмена и перенос:${link}` : ''}`);
}
