import { smsSize } from './segments';
import { confirmationSms, reminderSms } from './texts';

const link = 'https://dentlead.ru/visit#k=0123456789abcdef0123456789abcdef';

describe('the visit SMS texts', () => {
  it('name the clinic and the visit on the clinic clocks', () => {
    expect(confirmationSms({ clinicName: 'Улыбка', planStart: '2026-03-12T14:30' })).toBe('Вы записаны: Улыбка, 12.03 в 14:30.');
    expect(reminderSms({ clinicName: 'Улыбка', planStart: '2026-03-12T09:05' })).toBe('Напоминаем о визите: Улыбка, 12.03 в 09:05.');
  });

  it('carry the visit link when it fits', () => {
    const text = confirmationSms({ clinicName: 'Улыбка', planStart: '2026-03-12T14:30', visitLink: link });
    expect(text).toBe(`Вы записаны: Улыбка, 12.03 в 14:30. Отмена и перенос: ${link}`);
    expect(smsSize(text).parts).toBe(2);
  });

  it('shorten a long clinic name to stay within two parts, keeping the time and the link', () => {
    const clinicName = 'Стоматологическая клиника семейной стоматологии и имплантации «Жемчужная улыбка плюс»';
    for (const make of [confirmationSms, reminderSms]) {
      const text = make({ clinicName, planStart: '2026-03-12T14:30', visitLink: link });
      expect(smsSize(text).parts).toBeLessThanOrEqual(2);
      expect(text).toContain('12.03 в 14:30');
      expect(text).toContain(link);
      expect(text).toContain('…');
    }
  });

  it('leave out a link too long for two parts rather than send a third', () => {
    const text = reminderSms({ clinicName: 'Улыбка', planStart: '2026-03-12T14:30', visitLink: `https://x.ru/${'я'.repeat(140)}` });
    expect(text).toBe('Напоминаем о визите: Улыбка, 12.03 в 14:30.');
  });
});
