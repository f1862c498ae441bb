import { submissionKeys, type TicketDraft } from './api';

const draft = (fields: Partial<TicketDraft> = {}): TicketDraft => ({
  clinicId: 'c1',
  action: 'Заявка',
  ClientPhone: '+7 999 123-45-67',
  ...fields,
});

describe('idempotency key of a submission', () => {
  it('is the same for every retry of one request and new for a changed one', () => {
    let made = 0;
    const keyFor = submissionKeys(() => `key-${++made}`);
    expect(keyFor(draft())).toBe('key-1');
    expect(keyFor(draft())).toBe('key-1');
    expect(keyFor(draft({ PlanStart: '2030-03-01T10:00' }))).toBe('key-2');
    expect(keyFor(draft({ PlanStart: '2030-03-01T10:00' }))).toBe('key-2');
  });
});
