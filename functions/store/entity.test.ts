// Stored items are decoded where they enter the code: a lead that older code wrote without its display texts
// reads with them empty, and an item that is not what its entity says fails naming the fields, never their values.
import { describe, expect, it } from '@jest/globals';
import { ItemUnreadable } from './entity';
import { leadEntity } from './leads';

const stored = {
  pk: 'TENANT#clinic-1',
  sk: 'TICKET#2026-01-02T10:00:00.000Z#1767348000000-0123456789ab',
  entity: 'lead',
  userId: 'clinic-1',
  createdAt: '2026-01-02T10:00:00.000Z',
  id: '1767348000000-0123456789ab',
  kind: 'booking',
  ClientPhone: '+7 916 123-45-67',
  statusSend: { mail: { 'a@x.ru': 'ok' }, google: 'отправляется' },
  gsi1pk: 'OUTBOX#lead',
};

describe('the lead entity', () => {
  it('reads a stored lead as written, keys and bookkeeping passing through, texts older leads lack as empty', () => {
    const lead = leadEntity.decode(stored);
    expect(lead).toMatchObject({ id: stored.id, ClientPhone: '+7 916 123-45-67', ClientFullName: '', URL: '', timezone: '' });
    expect(lead.statusSend).toEqual(stored.statusSend);
    expect('gsi1pk' in lead).toBe(true);
    expect(lead.deliveryLease).toBeUndefined();
  });

  it('refuses an item that is not a lead, naming the fields and never their values', () => {
    const broken = { ...stored, ClientPhone: 79161234567, statusSend: { mail: 'ok' } };
    expect(() => leadEntity.decode(broken)).toThrow(ItemUnreadable);
    // The whole message: the entity, its sort key and the fields (the phone's digits are nowhere in it).
    expect(() => leadEntity.decode(broken)).toThrow(
      /^lead TICKET#2026-01-02T10:00:00\.000Z#1767348000000-0123456789ab: ClientPhone, statusSend\.mail$/,
    );
  });
});
