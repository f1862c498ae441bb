// MIS times into the clinic's wall clock. IDENT sends ISO-8601 with an offset ('+07:00', '+0700', 'Z') or
// none; DentalPro sends a date and 'HH:MM'; MacDent 'dd.mm.yyyy HH:MM:SS'. A time with an offset is an
// instant, shown on the clinic's clocks; a time without one is already clinic-local (integrations.md,
// cross-cutting advice).
import { localMoment, type LocalMoment } from '../../shared/domain/schedule';

const ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})[ T](\d{2}):(\d{2})(?::\d{2})?$/;

/** The clinic-local date and minute of an MIS time, or undefined when it is not a time. */
export function clinicLocal(text: string, timeZone: string): LocalMoment | undefined {
  const dotted = DOTTED.exec(text.trim());
  if (dotted) return local(`${dotted[3]}-${dotted[2]}-${dotted[1]}`, dotted[4]!, dotted[5]!);
  const iso = ISO.exec(text.trim());
  if (!iso) return undefined;
  const [, date, hours, minutes, seconds = '00', offset] = iso;
  if (!offset) return local(date!, hours!, minutes!);
  const normalOffset = offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const instant = new Date(`${date}T${hours}:${minutes}:${seconds}${normalOffset}`);
  return Number.isNaN(instant.getTime()) ? undefined : localMoment(timeZone, instant);
}

/**
 * The instant of an ISO-8601 time: with an offset as written; without one, on the clinic's clocks (IDENT's
 * dateTimeFrom may come either way). Undefined when it is not such a time.
 */
export function clinicInstant(text: string, timeZone: string): Date | undefined {
  const iso = ISO.exec(text.trim());
  if (!iso) return undefined;
  const [, date, hours, minutes, seconds = '00', offset] = iso;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  const wall = `${date}T${hours}:${minutes}:${seconds}`;
  if (offset) {
    const instant = new Date(`${wall}${offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`}`);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const naive = Date.parse(`${wall}Z`);
  if (Number.isNaN(naive)) return undefined;
  // The clinic's offset then: where its clocks stand when UTC reads the same wall time (zones without DST).
  const probe = localMoment(timeZone, new Date(naive));
  const offsetMs =
    Date.parse(`${probe.date}T${pad(Math.floor(probe.minutes / 60))}:${pad(probe.minutes % 60)}:00Z`) - (naive - (naive % 60_000));
  return new Date(naive - offsetMs);
}

const pad = (value: number) => String(value).padStart(2, '0');

function local(date: string, hours: string, minutes: string): LocalMoment | undefined {
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59 || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return undefined;
  return { date, minutes: h * 60 + m };
}

/** 'HH:MM' → minutes since midnight ('24:00' allowed as the end of a day), or undefined. */
export function minutesOfDay(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : undefined;
}
