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
    const { keyFor } = submissionKeys(() => `key-${++made}`);
    expect(keyFor(draft())).toBe('key-1');
    expect(keyFor(draft())).toBe('key-1');
    expect(keyFor(draft({ PlanStart: '2030-03-01T10:00' }))).toBe('key-2');
    expect(keyFor(draft({ PlanStart: '2030-03-01T10:00' }))).toBe('key-2');
  });
});

describe('after a send whose outcome is unknown', () => {
  it('keeps the key for the next send whatever the draft, so the server says whether the first was stored', () => {
    let made = 0;
    const keys = submissionKeys(() => `key-${++made}`);
    expect(keys.keyFor(draft({ action: 'Запись' }))).toBe('key-1');
    keys.settle('unknown');
    expect(keys.keyFor(draft({ action: 'Заявка', comment: 'другое' }))).toBe('key-1');
    keys.settle('refused');
    expect(keys.keyFor(draft({ comment: 'ещё другое' }))).toBe('key-1');
    keys.settle('stored');
    expect(keys.keyFor(draft({ comment: 'ещё другое' }))).toBe('key-2');
  });
});
