// What 'Журнал' shows of a day, as pure functions of its answer (shared/schemas/journal.ts).
import { DOCTOR_ORIGIN_LABELS } from '../../../../shared/domain/doctor-origin';
import type { DoctorSource } from '../../../../shared/schemas/doctor';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { HANDLING_LABELS } from '../../../../shared/schemas/lead-handling';

const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** '2026-03-13' → 'пятница, 13 марта 2026' (a calendar day, no zone involved). */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${date} ${MONTHS[month - 1]} ${year}`;
}

/** 'из IDENT' for an MIS doctor; '' for one the clinic added by hand. */
export const doctorOrigin = (source: DoctorSource): string => (source === 'manual' ? '' : DOCTOR_ORIGIN_LABELS[source]);

export interface EntryView {
  time: string;
  title: string;
  details: string[];
  /** A booking's lead, found in 'Заявки' by its phone. */
  phone?: string;
}

export function entryView(entry: JournalEntry): EntryView {
  const time = `${entry.start}–${entry.end}`;
  if (entry.kind === 'mis') return { time, title: 'Занято в МИС', details: [] };
  return {
    time,
    title: entry.patient ?? 'Запись',
    details: [entry.service, entry.phone, entry.status ? `Обработка: ${HANDLING_LABELS[entry.status]}` : undefined].filter(
      (line): line is string => Boolean(line),
    ),
    ...(entry.phone ? { phone: entry.phone } : {}),
  };
}
