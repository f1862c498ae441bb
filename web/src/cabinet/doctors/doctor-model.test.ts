import type { DoctorView } from '../../../../shared/schemas/doctor';
import {
  changedDoctors,
  defaultSchedule,
  doctorsDraftOf,
  editableOf,
  mergeDoctorLists,
  rebuildDoctors,
  scheduleSummary,
  serviceMapFor,
  withSaved,
} from './doctor-model';

const doctor = (id: string, extra: Partial<DoctorView> = {}): DoctorView => ({
  _id: id,
  name: `Врач ${id}`,
  status: false,
  specialization: [],
  service: {},
  address: {},
  experience: '',
  discription: '',
  appointment: {},
  photo: {},
  updated_at: '2025-01-01T00:00:00.000Z',
  deleteDoctor: false,
  source: 'manual',
  version: 1,
  ...extra,
});

describe('doctor model', () => {
  it('after a 409 merges each doctor field by field onto its fresh copy, or refuses when both changed one field', () => {
    const a = editableOf(doctor('a'));
    const b = editableOf(doctor('b'));
    const base = new Map([a, b].map((item) => [item._id, item]));
    const mine = [{ ...a, experience: '10 лет' }, b];
    const added = editableOf(doctor('c'));
    const theirs = [{ ...a, discription: 'Терапевт' }, { ...b, status: true }, added];
    expect(mergeDoctorLists(base, mine, theirs, false)).toEqual([
      { ...a, experience: '10 лет', discription: 'Терапевт' },
      { ...b, status: true },
      added,
    ]);
    const clash = [{ ...a, experience: '3 года' }, b];
    expect(mergeDoctorLists(base, mine, clash, false)).toBeNull();
    expect(mergeDoctorLists(base, mine, clash, true)?.[0]?.experience).toBe('10 лет');
  });

  it('sends only the changed doctors, with the schedule only for manual ones', () => {
    const a = editableOf(doctor('a'));
    const b = editableOf(doctor('b', { source: 'ident' }));
    const saved = new Map([a, b].map((item) => [item._id, item]));
    const versions = new Map([
      ['a', 3],
      ['b', 7],
    ]);
    expect(changedDoctors([a, b], saved, new Set(['a']), versions)).toEqual([]);
    const schedule = defaultSchedule();
    const changes = changedDoctors(
      [
        { ...a, schedule },
        { ...b, experience: '10 лет' },
      ],
      saved,
      new Set(['a']),
      versions,
    );
    expect(changes.map((change) => change._id)).toEqual(['a', 'b']);
    expect(changes[0]?.schedule).toEqual(schedule);
    expect(changes[1]).not.toHaveProperty('schedule');
    expect(changes[1]?.experience).toBe('10 лет');
    expect(changes.map((change) => change.version)).toEqual([3, 7]);
  });

  it('builds the service map for chosen directions in the clinic order, keeping checks by name', () => {
    const clinic = {
      Хирургия: [{ name: 'Удаление', cost: '2000' }],
      Терапия: [
        { name: 'Пломба', cost: '3500' },
        { name: 'Чистка', cost: '' },
      ],
    };
    const map = serviceMapFor(['Терапия', 'Хирургия', 'Пропавшее'], clinic, { Терапия: [{ name: 'Чистка', checked: true }] });
    expect(Object.keys(map)).toEqual(['Хирургия', 'Терапия']);
    expect(map.Терапия).toEqual([
      { name: 'Пломба', checked: false },
      { name: 'Чистка', checked: true },
    ]);
  });

  it('summarises a week', () => {
    const schedule = defaultSchedule();
    schedule.days.push({ weekday: 6, start: '10:00', end: '15:00', breaks: [] });
    expect(scheduleSummary(schedule)).toBe('Пн–Пт 09:00–18:00, Сб 10:00–15:00 · приём 30 мин');
    schedule.exceptions.push({ kind: 'dayOff', date: '2026-06-12' }, { kind: 'vacation', from: '2026-07-01', to: '2026-07-14' });
    expect(scheduleSummary(schedule)).toBe('Пн–Пт 09:00–18:00, Сб 10:00–15:00 · приём 30 мин · отпуска и особые дни: 2');
  });

  it('edits a schedule stored before exceptions as one with none, so opening it changes nothing', () => {
    const { exceptions: _none, ...stored } = defaultSchedule();
    expect(editableOf(doctor('a', { schedule: stored })).schedule?.exceptions).toEqual([]);
  });

  it("a rebased draft takes the fresh copy's cards and baseline; an edit brought back keeps the current ones", () => {
    const current = doctorsDraftOf([doctor('a', { photo: { circle: 'new.webp' } })]);
    const fresh = doctorsDraftOf([doctor('a', { version: 2, experience: '5 лет' })]);
    const next = [{ ...editableOf(doctor('a')), experience: '7 лет' }];
    const merged = rebuildDoctors(next, { fresh, own: current, current, reason: 'merged' });
    expect(merged).toEqual({ doctors: next, views: fresh.views, saved: fresh.saved });
    const restored = rebuildDoctors(next, { fresh, own: current, current, reason: 'restored' });
    expect(restored).toEqual({ doctors: next, views: current.views, saved: current.saved });
  });

  it('after a save the doctors sent are the baseline, without touching the draft they came from', () => {
    const draft = doctorsDraftOf([doctor('a'), doctor('b')]);
    const sent = [{ ...editableOf(doctor('a')), name: 'Новое имя' }];
    const next = withSaved(draft, sent);
    expect(next.saved.get('a')?.name).toBe('Новое имя');
    expect(next.saved.get('b')?.name).toBe('Врач b');
    expect(draft.saved.get('a')?.name).toBe('Врач a');
  });
});
