import { clinicTime, clinicTimeLabel, clinicWallTimeLabel } from './clinic-time';

describe('the clinic’s time, one formatter for every channel', () => {
  const at = '2026-01-05T06:07:00.000Z';

  it('writes a moment on the clinic’s clocks with its offset, whatever the zone this runs in', () => {
    expect(clinicTime(at, 'Europe/Moscow')).toEqual({ text: '05.01.2026 09:07', zone: 'UTC+3' });
    expect(clinicTime(at, 'Asia/Almaty')).toEqual({ text: '05.01.2026 11:07', zone: 'UTC+5' });
    expect(clinicTime(Date.parse(at), 'Asia/Kamchatka')).toEqual({ text: '05.01.2026 18:07', zone: 'UTC+12' });
    expect(clinicTimeLabel(at, 'Europe/Kaliningrad')).toBe('05.01.2026 08:07 (время клиники, UTC+2)');
  });

  it('crosses midnight by the clinic’s date, not the UTC one', () => {
    expect(clinicTimeLabel('2026-03-31T21:30:00.000Z', 'Asia/Vladivostok')).toBe('01.04.2026 07:30 (время клиники, UTC+10)');
  });

  it('reads a missing or unknown zone as Moscow, and gives nothing for what is no time', () => {
    expect(clinicTimeLabel(at, undefined)).toBe('05.01.2026 09:07 (время клиники, UTC+3)');
    expect(clinicTimeLabel(at, 'Mars/Olympus')).toBe('05.01.2026 09:07 (время клиники, UTC+3)');
    expect(clinicTimeLabel('', 'Europe/Moscow')).toBe('');
    expect(clinicTimeLabel('не дата', 'Europe/Moscow')).toBe('');
    expect(clinicTimeLabel(undefined, 'Europe/Moscow')).toBe('');
  });
});

describe('clinicWallTimeLabel: a booked visit, already on the clinic’s clocks, labelled', () => {
  it('keeps the wall time and names the zone’s offset', () => {
    expect(clinicWallTimeLabel('2026-02-10T09:30', 'Asia/Yekaterinburg')).toBe('10.02.2026 09:30 (время клиники, UTC+5)');
    expect(clinicWallTimeLabel('2026-02-10T23:30', 'Europe/Moscow')).toBe('10.02.2026 23:30 (время клиники, UTC+3)');
    expect(clinicWallTimeLabel('2026-02-10T09:30', undefined)).toBe('10.02.2026 09:30 (время клиники, UTC+3)');
    expect(clinicWallTimeLabel('не время', 'Europe/Moscow')).toBe('не время');
  });
});
