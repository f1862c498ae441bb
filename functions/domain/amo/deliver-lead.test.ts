import type { LeadItem } from '../../store/leads';
import { AMO_PRICE_MAX, complexLead, noteText } from './deliver-lead';

const entry = { mainPipelines: { id: 7 }, mainStatus: { id: 70 } } as unknown as Parameters<typeof complexLead>[1];
const lead: LeadItem = {
  userId: 'u1',
  id: '1795000000000-a1b2c3d4e5f6',
  createdAt: '2026-11-21T09:30:00.000Z',
  kind: 'quiz',
  FormName: 'Имплантация',
  ClientFullName: 'Анна',
  ClientPhone: '+7 999 123-45-67',
  URL: '',
  Utm: '',
  deviceType: 'Телефон',
  clinicName: 'Улыбка',
  timezone: 'Europe/Moscow',
  statusSend: {},
  deliveryLease: {},
};
const estimate = (total: number) => ({
  lines: [{ direction: 'Хирургия', service: 'Имплант', price: 'от 45 000', quantity: 2, amount: total, from: true }],
  total,
  from: true,
});

describe("the amo deal's budget (price, amo API v4 leads)", () => {
  it("is the server's estimate of the lead, and the note lists its lines", () => {
    expect(complexLead({ ...lead, estimate: estimate(90_000) }, entry)).toMatchObject({ price: 90_000 });
    expect(noteText({ ...lead, estimate: estimate(90_000) })).toContain('Расчёт: от 90 000 ₽\n• Имплант × 2 — от 90 000 ₽');
  });

  it('is left out without an estimate, and past amo’s int rather than changed', () => {
    expect(complexLead(lead, entry)).not.toHaveProperty('price');
    expect(complexLead({ ...lead, estimate: estimate(AMO_PRICE_MAX + 1) }, entry)).not.toHaveProperty('price');
  });
});
