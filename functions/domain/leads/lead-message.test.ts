import type { LeadItem } from '../../store/leads';
import { misDoctorId } from '../../mis/snapshot';
import { formatPlanStart, leadMail, leadTelegramHtml, visitChangeText } from './lead-message';

const lead: LeadItem = {
  userId: 'u1',
  id: '1',
  createdAt: '2026-11-21T09:30:00.000Z',
  kind: 'booking',
  action: 'Запись',
  ClientFullName: 'Анна <script> & Ко',
  ClientPhone: '+7 999 123-45-67',
  DoctorName: 'Иванов И.И.',
  DoctorService: 'Чистка, 3 500',
  PlanStart: '2026-11-25T10:30',
  birthdate: '01.02.1990',
  comment: 'Болит зуб\nслева',
  URL: 'https://smile.ru/?a=1&b=2',
  Utm: 'utm_source: ya',
  deviceType: 'Телефон',
  clinicName: 'Улыбка',
  timezone: 'Asia/Almaty',
  statusSend: {},
  deliveryLease: {},
};

describe('lead messages', () => {
  it('formats the slot', () => {
    expect(formatPlanStart('2026-11-25T10:30')).toBe('25.11.2026 в 10:30');
  });

  it('mails every field, escaped, with the clinic time', () => {
    const mail = leadMail(lead);
    expect(mail.subject).toBe('Новая запись на приём: Анна <script> & Ко, 25.11.2026 в 10:30');
    for (const fragment of [
      '+7 999 123-45-67',
      'Иванов И.И.',
      'Чистка, 3 500',
      '01.02.1990',
      'utm_source: ya',
      'Телефон',
      'Получена: 21.11.2026 14:30 (время клиники, UTC+5)',
    ]) {
      expect(mail.text).toContain(fragment);
    }
    expect(mail.html).toContain('Анна &lt;script&gt; &amp; Ко');
    expect(mail.html).toContain('Болит зуб<br>слева');
    expect(mail.html).not.toContain('<script>');
  });

  it('writes Telegram HTML with only b tags and escaped values, within 4096 characters', () => {
    const html = leadTelegramHtml({ ...lead, comment: 'x'.repeat(10_000) });
    expect(html.length).toBeLessThanOrEqual(4096);
    expect(html).toContain('<b>ФИО:</b> Анна &lt;script&gt; &amp; Ко');
    expect(html).toContain('<b>Получена:</b> 21.11.2026 14:30 (время клиники, UTC+5)');
    expect(html).toContain('https://smile.ru/?a=1&amp;b=2');
    expect(html.replace(/<\/?b>/g, '')).not.toMatch(/[<>]/);
  });

  it('names the booked doctor’s address in the mail and in Telegram', () => {
    const booked = { ...lead, address: 'ул. Ленина, 1; пр. Мира, 5' };
    expect(leadMail(booked).text).toContain('Адрес: ул. Ленина, 1; пр. Мира, 5');
    expect(leadMail(booked).html).toContain('<b>ул. Ленина, 1; пр. Мира, 5</b>');
    expect(leadTelegramHtml(booked)).toContain('<b>Адрес:</b> ул. Ленина, 1; пр. Мира, 5');
    expect(leadMail(lead).text).not.toContain('Адрес:');
  });

  it("gives Telegram a quiz lead's estimate with its lines and its hidden fields, as the mail has them (issue 27)", () => {
    const quiz: LeadItem = {
      ...lead,
      kind: 'quiz',
      FormName: 'Расчёт имплантации',
      estimate: {
        total: 110_000,
        from: true,
        lines: [
          { direction: 'Хирургия', service: 'Синус-лифтинг', price: '30 000', quantity: 1, amount: 30_000, from: false },
          { direction: 'Хирургия', service: 'Имплант', price: 'от 40 000', quantity: 2, amount: 80_000, from: true },
        ],
      },
      hiddenFields: { gclid: 'abc' },
    };
    const estimate = 'от 110 000 ₽\n• Синус-лифтинг — 30 000 ₽\n• Имплант × 2 — от 80 000 ₽';
    expect(leadTelegramHtml(quiz)).toContain(`<b>Расчёт:</b> ${estimate}`);
    expect(leadMail(quiz).text).toContain(`Расчёт: ${estimate}`);
    expect(leadTelegramHtml(quiz)).toContain('<b>Скрытые поля:</b> gclid: abc');
  });

  describe("a patient's change by the visit link tells the clinic to change the MIS by hand where the visit is kept there", () => {
    const cancelled = { ...lead, visitChange: { kind: 'cancelled' as const, at: '2026-11-22T08:00:00.000Z', from: '2026-11-25T10:30' } };
    const byHand = 'МИС: запись в МИС не изменена: измените её в МИС вручную';

    it('a booking pushed to DentalPRO or MacDent', () => {
      const pushed = { ...cancelled, misBooking: { entryId: 'e1', kind: 'dentalpro', misId: '7', minutes: 30 } } as unknown as LeadItem;
      expect(visitChangeText(pushed)).toContain(byHand);
    });

    it('a booking of an IDENT doctor (IDENT takes every booking as its ticket and has no call to change one)', () => {
      expect(visitChangeText({ ...cancelled, doctorId: misDoctorId('ident', '42') })).toContain(byHand);
    });

    it("not a booking of the clinic's own doctor with no MIS", () => {
      expect(visitChangeText({ ...cancelled, doctorId: 'd1' })).not.toContain('МИС');
    });
  });
});
