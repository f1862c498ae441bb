import type { DoctorItem } from '../../store/clinic-items';
import { planSync, sameStem } from './plan';
import { misDoctorId, type MisSnapshot } from '../../mis/snapshot';

const now = new Date('2026-01-09T12:00:00Z');
const context = {
  clinic: { addressList: ['ул. Тверская, 12', 'Ленинский, 45'], specializationList: ['Терапевт', 'Хирург'] },
  setting: {
    directions: [
      { id: 'd1', name: 'Терапия', services: [{ name: 'Лечение кариеса', cost: '4500' }] },
      { id: 'd2', name: 'Хирургия', services: [{ name: 'Удаление зуба', cost: '3000' }] },
    ],
  },
  now,
};
const free = [{ date: '2026-01-10', start: 600, end: 660 }];
const snapshot = (doctors: MisSnapshot['doctors']): MisSnapshot => ({ source: 'dentalpro', doctors });
const stored = (overrides: Partial<DoctorItem>): DoctorItem => ({
  id: misDoctorId('dentalpro', '7'),
  name: 'Старое Имя',
  status: true,
  specialization: ['Ортопед'],
  services: [],
  address: {},
  experience: '10 лет',
  discription: '',
  photo: {},
  deleteDoctor: false,
  source: 'dentalpro',
  appointment: { '2026-01-01': { '09:00': false } },
  syncedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
  createdAt: '2025-12-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('planning an MIS sync', () => {
  it('fills a new MIS doctor only with what the MIS tells: specialities, matching directions with no service ticked, no address', () => {
    const plan = planSync([], snapshot([{ misId: '7', name: 'Иванов Иван', specializations: ['Терапевты'], free }]), context);
    expect(plan.writes).toHaveLength(1);
    const { item, readVersion } = plan.writes[0]!;
    expect(readVersion).toBeNull();
    expect(item).toMatchObject({
      id: 'dentalpro-7',
      source: 'dentalpro',
      specialization: ['Терапевт'],
      services: [{ directionId: 'd1', choices: [{ name: 'Лечение кариеса', checked: false }] }],
      address: {},
      status: false,
      syncedAt: now.toISOString(),
      appointment: { '2026-01-10': { '10:00': false, '10:30': false } },
    });
  });

  it('gives a new MIS doctor the address its MIS branch is named after, and none for a branch named otherwise', () => {
    const plan = planSync(
      [],
      snapshot([
        { misId: '7', name: 'Иванов', specializations: ['Хирурги'], branches: ['Ленинский 45', 'Основной филиал'], free },
        { misId: '8', name: 'Петров', specializations: ['Хирурги'], branches: ['Филиал 1'], free },
      ]),
      context,
    );
    expect(plan.writes.map(({ item }) => [item.name, item.address, item.status])).toEqual([
      ['Иванов', { 'Ленинский, 45': true }, false],
      ['Петров', {}, false],
    ]);
  });

  it('leaves a new doctor not accepting when no direction matches its speciality', () => {
    const plan = planSync([], snapshot([{ misId: '8', name: 'Петров', specializations: ['Рентгенолог'], free }]), context);
    expect(plan.writes[0]!.item).toMatchObject({ status: false, specialization: ['Рентгенолог'], services: [] });
  });

  it("updates only the name, free time and freshness of a known doctor, never the clinic's mapping", () => {
    const mapped = {
      services: [{ directionId: 'd1', choices: [{ name: 'Лечение кариеса', checked: true }] }],
      address: { 'ул. Тверская, 12': true },
    };
    const plan = planSync(
      [stored(mapped)],
      snapshot([{ misId: '7', name: 'Новое Имя', specializations: ['Хирурги'], branches: ['Ленинский, 45'], free }]),
      context,
    );
    expect(plan.writes).toEqual([
      {
        readVersion: 4,
        item: stored({
          ...mapped,
          name: 'Новое Имя',
          appointment: { '2026-01-10': { '10:00': false, '10:30': false } },
          syncedAt: now.toISOString(),
          updatedAt: now.toISOString(),
          version: 5,
        }),
      },
    ]);
  });

  it('never brings back a doctor the clinic deleted, and never touches manual doctors', () => {
    const manual = stored({ id: 'manual-1', source: 'manual', appointment: undefined });
    const plan = planSync(
      [stored({ deleteDoctor: true, status: false }), manual],
      snapshot([{ misId: '7', name: 'Иванов', specializations: [], free }]),
      context,
    );
    expect(plan.writes).toEqual([]);
    expect(plan.keptDeleted).toEqual(['dentalpro-7']);
  });

  it('takes the free time away from a doctor the MIS no longer lists, without touching its freshness', () => {
    const plan = planSync([stored({})], snapshot([]), context);
    expect(plan.writes).toEqual([{ readVersion: 4, item: stored({ appointment: {}, version: 5, updatedAt: now.toISOString() }) }]);
  });

  it('compares specialities by their stem', () => {
    expect(sameStem('Терапевты', 'Терапия')).toBe(true);
    expect(sameStem('Ортопед', 'Ортодонтия')).toBe(false);
    expect(sameStem('ЛОР', 'ЛОР-врач')).toBe(false);
  });
});
