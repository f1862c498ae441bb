// The transaction items that keep a visit's reminders in step with it: a booking puts those still to come, a move
// replaces them with the new time's (and deletes one whose mark has passed), a cancel deletes them all.
import { reminderDeletes, reminderPuts } from './reminders';

beforeAll(() => {
  process.env.TABLE_NAME = 'dentlead';
});

const visit = {
  userId: 'c1',
  id: '1790000000000-abcdefabcdef',
  createdAt: '2026-12-01T06:00:00.000Z',
  timezone: 'Europe/Moscow',
  reminderHours: [24, 2],
};
const at = (iso: string) => Date.parse(iso);

describe('reminder items', () => {
  it('puts each reminder still to come on the due index at its time on the clinic clock', () => {
    const puts = reminderPuts(visit, '2026-12-03T10:00', at('2026-12-01T06:00:00Z'));
    expect(Object.keys(puts)).toEqual(['reminder24', 'reminder2']);
    expect(puts.reminder24!.Put!.Item).toMatchObject({
      pk: 'TENANT#c1',
      sk: 'REMINDER#1790000000000-abcdefabcdef#24',
      gsi1pk: 'REMINDER_DUE',
      gsi1sk: '2026-12-02T07:00:00.000Z#c1#1790000000000-abcdefabcdef#24',
      planStart: '2026-12-03T10:00',
      dueAt: at('2026-12-02T07:00:00Z'),
    });
  });

  it('makes none whose time has passed: a visit tomorrow morning booked tonight has only the 2-hour one', () => {
    expect(Object.keys(reminderPuts(visit, '2026-12-02T09:00', at('2026-12-01T18:00:00Z')))).toEqual(['reminder2']);
  });

  it('on a move deletes only the reminders the new time no longer has; on a cancel all', () => {
    const puts = reminderPuts(visit, '2026-12-02T09:00', at('2026-12-01T18:00:00Z'));
    expect(Object.keys(reminderDeletes(visit, puts))).toEqual(['reminder24']);
    const deletes = reminderDeletes(visit);
    expect(Object.values(deletes).map((item) => item.Delete!.Key)).toEqual([
      { pk: 'TENANT#c1', sk: 'REMINDER#1790000000000-abcdefabcdef#24' },
      { pk: 'TENANT#c1', sk: 'REMINDER#1790000000000-abcdefabcdef#2' },
    ]);
    expect(reminderDeletes({ ...visit, reminderHours: undefined })).toEqual({});
  });
});
