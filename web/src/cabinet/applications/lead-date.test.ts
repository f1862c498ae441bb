import { leadTime } from './lead-date';

describe('a lead’s time in Заявки', () => {
  it('is the clinic’s, labelled, in the zone the lead came in (not the browser’s)', () => {
    expect(leadTime({ createdAt: '2026-01-05T06:07:00.000Z', timezone: 'Asia/Yekaterinburg' })).toBe(
      '05.01.2026 11:07 (время клиники, UTC+5)',
    );
    expect(leadTime({ createdAt: '2026-01-05T06:07:00.000Z' })).toBe('05.01.2026 09:07 (время клиники, UTC+3)');
    expect(leadTime({ createdAt: 'не дата' })).toBe('');
  });
});
