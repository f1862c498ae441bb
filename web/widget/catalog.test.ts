import type { WidgetData, WidgetDoctor } from '../../shared/schemas/widget';
import {
  ALL_CHIP,
  allServices,
  anyDoctor,
  doctorsAt,
  refreshDoctor,
  serviceChips,
  servicesOf,
  slotsOf,
  specializationChips,
  withSpecialization,
} from './catalog';

const doctor = (id: string, fields: Partial<WidgetDoctor>): WidgetDoctor => ({
  _id: id,
  name: id,
  specialization: [],
  experience: '',
  photo: null,
  address: ['Ленина, 1'],
  service: {},
  slots: {},
  slotsByDuration: {},
  ...fields,
});

const cleaning = { name: 'Чистка', cost: '3500' };
const implant = { name: 'Имплант', cost: 'от 25 000' };
const filling = { name: 'Пломба', cost: '4000' };
const ivanov = doctor('ivanov', {
  specialization: ['Терапевт'],
  service: { Терапия: [cleaning, filling] },
  slots: { '2030-03-01': ['09:00', '10:00'] },
});
const petrova = doctor('petrova', {
  specialization: ['Хирург', 'Терапевт'],
  address: ['Мира, 5'],
  service: { Хирургия: [implant], Терапия: [cleaning] },
  slots: { '2030-03-01': ['10:00', '11:00'], '2030-03-02': ['09:00'] },
});

describe("'Любой специалист'", () => {
  it("is called 'Любой' plus the specialization, or 'Любой специалист' for all", () => {
    expect(anyDoctor([ivanov], 'Терапевт').name).toBe('Любой терапевт');
    expect(anyDoctor([ivanov, petrova], ALL_CHIP).name).toBe('Любой специалист');
    expect(anyDoctor([ivanov], ALL_CHIP)._id).toBe('All');
  });

  it('merges the services of the matching doctors, directions in the clinic’s order, each service once', () => {
    const any = anyDoctor(withSpecialization([ivanov, petrova], 'Терапевт'), 'Терапевт');
    expect(servicesOf(any, ['Хирургия', 'Терапия'])).toEqual({ Хирургия: [implant], Терапия: [cleaning, filling] });
  });

  it('merges the free slots of the matching doctors who offer the chosen service', () => {
    const any = anyDoctor([ivanov, petrova], ALL_CHIP);
    expect(slotsOf(any, { direction: 'Терапия', ...cleaning })).toEqual({
      '2030-03-01': ['09:00', '10:00', '11:00'],
      '2030-03-02': ['09:00'],
    });
    expect(slotsOf(any, { direction: 'Терапия', ...filling })).toEqual({ '2030-03-01': ['09:00', '10:00'] });
  });

  it('offers a service with a duration only where the server says all of it fits, for one doctor or several', () => {
    const hour = { direction: 'Терапия', name: 'Пломба', cost: '4000', duration: 60 };
    const long = {
      ...ivanov,
      service: { Терапия: [{ ...filling, duration: 60 }] },
      slotsByDuration: { '60': { '2030-03-01': ['09:00'] } },
    };
    const other = {
      ...petrova,
      service: { Терапия: [{ ...filling, duration: 60 }] },
      slotsByDuration: { '60': { '2030-03-02': ['09:00'] } },
    };
    expect(slotsOf(long, hour)).toEqual({ '2030-03-01': ['09:00'] });
    expect(slotsOf(anyDoctor([long, other], ALL_CHIP), hour)).toEqual({ '2030-03-01': ['09:00'], '2030-03-02': ['09:00'] });
    expect(slotsOf(long, { ...hour, duration: 90 })).toEqual({});
    expect(slotsOf(long, { direction: 'Терапия', ...cleaning })).toBe(long.slots);
  });

  it('a single doctor keeps its own services and slots', () => {
    expect(servicesOf(ivanov, [])).toBe(ivanov.service);
    expect(slotsOf(ivanov, undefined)).toBe(ivanov.slots);
  });
});

describe('lists and chips', () => {
  const data = { addressList: ['Ленина, 1', 'Мира, 5'], doctors: [ivanov, petrova] } as WidgetData;

  it('shows only doctors at the ticked addresses', () => {
    expect(doctorsAt(data, ['Мира, 5'])).toEqual([petrova]);
    expect(doctorsAt(data, ['Ленина, 1', 'Мира, 5'])).toEqual([ivanov, petrova]);
  });

  it('offers specialization chips that have doctors, in the clinic’s order', () => {
    expect(specializationChips([ivanov, petrova], ['Ортодонт', 'Хирург', 'Терапевт'])).toEqual(['Хирург', 'Терапевт']);
  });

  it('lists every service some doctor offers, with a chip per direction', () => {
    const services = allServices([ivanov, petrova], ['Терапия', 'Хирургия']);
    expect(services).toEqual({ Терапия: [cleaning, filling], Хирургия: [implant] });
    expect(serviceChips(services)).toEqual(['Все', 'Терапия', 'Хирургия']);
  });
});

describe('after the slots are reloaded', () => {
  it('the chosen doctor, or every member of "Любой", is taken from the fresh data', () => {
    const fresh = { doctors: [{ ...ivanov, slots: { '2030-03-01': ['10:00'] } }] } as unknown as WidgetData;
    expect(refreshDoctor(ivanov, fresh)).toBe(fresh.doctors[0]);
    expect(refreshDoctor(petrova, fresh)).toBeUndefined();
    const any = refreshDoctor(anyDoctor([ivanov, petrova], ALL_CHIP), fresh);
    expect(any && 'members' in any ? any.members : []).toEqual(fresh.doctors);
  });
});
