// The one way a moment is written for the clinic (issue 22): on the clinic's clocks, labelled as such
// with the zone's offset, '05.01.2026 09:07 (время клиники, UTC+3)'. The cabinet's 'Заявки', the mail,
// Telegram, the amoCRM note and the Google sheet all write a lead's time with it, so they all agree
// whatever the zone of the browser or the server.
import { DEFAULT_TIMEZONE } from '../schemas/clinic';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  /** 'GMT+3', 'GMT+5:30', 'GMT'. */
  offset: string;
}

/** The clocks of `timeZone` (IANA) at `instant`, two digits each; throws a RangeError for a zone the runtime does not know. */
export function wallClock(timeZone: string, instant: Date): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    offset: parts.timeZoneName ?? 'GMT',
  };
}

/** A zone the runtime does not know (a value stored long ago) is read as the default clinic zone rather than failing. */
function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIMEZONE;
  try {
    formatterOf(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export interface ClinicTime {
  /** 'dd.mm.yyyy hh:mm' on the clinic's clocks. */
  text: string;
  /** 'UTC+3', 'UTC+5:30', 'UTC'. */
  zone: string;
}

/** An ISO time (or epoch ms) on the clinic's clocks; null for a value that is no time. */
export function clinicTime(value: string | number, timeZone: string | undefined): ClinicTime | null {
  const instant = new Date(value);
  if (value === '' || Number.isNaN(instant.getTime())) return null;
  const clock = wallClock(knownZone(timeZone), instant);
  return { text: `${clock.day}.${clock.month}.${clock.year} ${clock.hour}:${clock.minute}`, zone: clock.offset.replace(/^GMT/, 'UTC') };
}

/** '05.01.2026 09:07 (время клиники, UTC+3)'; '' for a value that is no time. */
export function clinicTimeLabel(value: string | number | null | undefined, timeZone: string | undefined): string {
  const time = value === null || value === undefined ? null : clinicTime(value, timeZone);
  return time ? `${time.text} (время клиники, ${time.zone})` : '';
}

/**
 * A clinic-local wall time 'yyyy-mm-ddTHH:mm' (a booked visit, kept as the clinic's clocks read it) labelled
 * as clinicTimeLabel labels an instant: '10.02.2026 09:30 (время клиники, UTC+3)'; the text as it is when it
 * is no such time. The zones a clinic may pick keep no summer time, so the offset is the zone's then.
 */
export function clinicWallTimeLabel(wallTime: string, timeZone: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallTime);
  if (!match) return wallTime;
  const zone = clinicTime(Date.parse(`${match[0]}:00Z`), timeZone)?.zone ?? 'UTC';
  return `${match[3]}.${match[2]}.${match[1]} ${match[4]}:${match[5]} (время клиники, ${zone})`;
}

/** A clinic-local wall time 'yyyy-mm-ddTHH:mm' as 'dd.mm.yyyy hh:mm' (already the clinic's clocks); the text as it is otherwise. */
export function wallTimeText(wallTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallTime);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}:${match[5]}` : wallTime;
}
