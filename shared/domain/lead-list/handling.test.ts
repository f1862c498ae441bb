import { HANDLING_HISTORY_MAX, NEW_LEAD_HANDLING } from '../../schemas/lead-handling';
import { handlingOf, nextHandling } from './handling';

const by = { id: 'account-1', name: 'admin@clinic.ru' };

describe('nextHandling', () => {
  it('starts from new, version 0, no history', () => {
    expect(handlingOf(undefined)).toEqual({ status: 'new', note: '', version: 0, history: [] });
  });

  it('moves the version on and keeps who and when', () => {
    const next = nextHandling(NEW_LEAD_HANDLING, { status: 'calledBack', note: 'Перезвонить в пятницу' }, by, '2026-03-10T09:00:00.000Z');
    expect(next).toEqual({
      status: 'calledBack',
      note: 'Перезвонить в пятницу',
      version: 1,
      history: [{ status: 'calledBack', note: 'Перезвонить в пятницу', by, at: '2026-03-10T09:00:00.000Z' }],
    });
  });

  it('lets any status follow any other (a wrong click is corrected)', () => {
    const refused = nextHandling(NEW_LEAD_HANDLING, { status: 'refused', note: '' }, by, 't1');
    expect(nextHandling(refused, { status: 'new', note: '' }, by, 't2')).toMatchObject({ status: 'new', version: 2 });
  });

  it('changes nothing when nothing changed', () => {
    const once = nextHandling(NEW_LEAD_HANDLING, { status: 'booked', note: 'x' }, by, 't1');
    expect(nextHandling(once, { status: 'booked', note: 'x' }, by, 't2')).toBe(once);
  });

  it('keeps the newest HANDLING_HISTORY_MAX changes', () => {
    let handling = NEW_LEAD_HANDLING;
    for (let index = 0; index < HANDLING_HISTORY_MAX + 5; index += 1)
      handling = nextHandling(handling, { status: 'calledBack', note: `звонок ${index}` }, by, `t${index}`);
    expect(handling.version).toBe(HANDLING_HISTORY_MAX + 5);
    expect(handling.history).toHaveLength(HANDLING_HISTORY_MAX);
    expect(handling.history[0]!.note).toBe('звонок 5');
    expect(handling.history.at(-1)!.note).toBe(`звонок ${HANDLING_HISTORY_MAX + 4}`);
  });
});
