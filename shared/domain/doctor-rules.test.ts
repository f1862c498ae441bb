import type { DoctorRuleInput } from './doctor-rules';
import { doctorMessages, doctorProblems, staysAccepting, statusFollowingRules } from './doctor-rules';
import { doctorFreshness, STALE_NOTICE } from './freshness';

const schedule = { days: [{ weekday: 1, start: '09:00', end: '18:00', breaks: [] }], slotMinutes: 30, horizonDays: 14 };
const valid: DoctorRuleInput = {
  source: 'manual',
  specialization: ['Терапевт'],
  service: { Терапия: [{ name: 'Пломба', checked: true }] },
  address: { 'ул. Ленина, 1': true },
  appointment: {},
  schedule,
};
const clinic = { addressList: ['ул. Ленина, 1'] };

describe('doctor rules (docs/contract/cabinet.md §5)', () => {
  it('passes a complete doctor', () => {
    expect(doctorMessages(valid, clinic)).toEqual([]);
  });

  it('answers the five exact messages in order', () => {
    expect(
      doctorMessages({ source: 'manual', specialization: [], service: {}, address: {}, appointment: {}, schedule: null }, clinic),
    ).toEqual([
      'Выберите специализацию',
      'Выберите направление',
      'Выберите как минимум 1 услугу',
      'Выберите как минимум 1 адрес',
      'У врача нет расписания',
    ]);
  });

  it.each([
    ['specialization', { specialization: ['  '] }],
    ['service', { service: { Терапия: [{ name: 'Пломба', checked: false }] } }],
    ['address', { address: { 'ул. Ленина, 1': false } }],
    ['address', { address: { 'старый адрес': true } }],
    ['schedule', { schedule: { ...schedule, days: [] } }],
    ['schedule', { source: 'ident' as const, schedule: undefined, appointment: {} }],
  ])('fails only %s', (rule, change) => {
    expect(Object.keys(doctorProblems({ ...valid, ...change }, clinic))).toEqual([rule]);
  });

  it('counts an MIS doctor schedule by its appointment map', () => {
    expect(
      doctorMessages({ ...valid, source: 'ident', schedule: undefined, appointment: { '2030-01-01': { '10:00': false } } }, clinic),
    ).toEqual([]);
  });
});

describe("the 'Принимает' switch follows the rules (issue 22)", () => {
  const noAddress = { ...valid, address: { 'ул. Ленина, 1': false } };

  it('switches on a complete doctor and refuses one that fails a rule, saying why', () => {
    expect(statusFollowingRules(true, false, valid, clinic)).toEqual({ status: true });
    expect(statusFollowingRules(true, false, noAddress, clinic)).toEqual({ refused: ['Выберите как минимум 1 адрес'] });
  });

  it('switches off an accepting doctor whose card comes to fail a rule, as a new doctor would stay off', () => {
    expect(statusFollowingRules(true, true, noAddress, clinic)).toEqual({ status: false });
    expect(statusFollowingRules(true, true, valid, { addressList: ['пр. Мира, 5'] })).toEqual({ status: false });
    expect(staysAccepting(true, noAddress, clinic)).toBe(false);
    expect(staysAccepting(true, valid, clinic)).toBe(true);
    expect(staysAccepting(false, valid, clinic)).toBe(false);
  });

  it('keeps an MIS doctor on through a day without free time from the MIS, but not a manual doctor without a schedule', () => {
    const mis = { ...valid, source: 'dentalpro' as const, schedule: undefined, appointment: {} };
    expect(staysAccepting(true, mis, clinic)).toBe(true);
    expect(statusFollowingRules(true, false, mis, clinic)).toEqual({ refused: ['У врача нет расписания'] });
    expect(staysAccepting(true, { ...valid, schedule: null }, clinic)).toBe(false);
  });
});

describe('freshness (docs/contract/cabinet.md §4, §9)', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

  it.each([
    [0, 'active', null],
    [35, 'active', null],
    [35.5, 'warning', null],
    [36.01, 'warning', STALE_NOTICE],
    [168, 'warning', STALE_NOTICE],
    [168.01, 'deactivated', STALE_NOTICE],
  ])('an MIS doctor synced %s h ago is %s', (hours, level, notice) => {
    const freshness = doctorFreshness({ source: 'ident', updated_at: ago(hours) }, now);
    expect(freshness.level).toBe(level);
    expect(freshness.notice).toBe(notice);
  });

  it('a manual doctor never goes stale', () => {
    expect(doctorFreshness({ source: 'manual', updated_at: ago(10_000) }, now)).toEqual({ level: 'active', hours: 0, notice: null });
  });
});
