import { SECRET_MASK } from '../integrations/secret-mask';
import { IDENT_KEY_ALPHABET, integrationsUpdateSchema } from '../schemas/integrations';
import {
  applyIntegrationsUpdate,
  entryFieldProblems,
  isEntryActive,
  isIdentKey,
  MACDENT_KEY_PROBLEM,
  normalizeEntry,
  removeEntry,
  webSiteHost,
} from './integrations';
import { emptyIntegrations } from './integration-entries';

let counter = 0;
const newId = () => `id${++counter}`;

describe('ident key (docs/contract/cabinet.md §5; made by functions/domain/mis/ident-keys.ts)', () => {
  it('rejects a key with a capital, a space or the wrong length', () => {
    expect(isIdentKey('A'.repeat(25))).toBe(false);
    expect(isIdentKey('abc')).toBe(false);
    expect(isIdentKey('a'.repeat(24) + ' ')).toBe(false);
  });

  it('is never made in the browser: an entry without one stays inactive until the server gives it one', () => {
    const entry = normalizeEntry('ident', { id: '', name: 'Филиал' }, newId);
    expect(entry.id).toBe('');
    expect(entry.active).toBe(false);
  });
});

describe('web site', () => {
  it('reduces a full URL to its host name', () => {
    expect(webSiteHost('https://www.Clinic.ru/prices?utm=1')).toBe('www.clinic.ru');
    expect(webSiteHost('http://клиника.рф')).toBe('клиника.рф');
    expect(webSiteHost('clinic.ru/page')).toBe('clinic.ru');
    expect(normalizeEntry('webSite', { text: 'https://smile.kz/' }, newId)).toMatchObject({ text: 'smile.kz', active: true });
  });
});

describe('completeness', () => {
  it('is active only when the required fields are filled and well-formed', () => {
    expect(isEntryActive('email', { text: 'clinic@mail.ru' })).toBe(true);
    expect(isEntryActive('email', { text: 'clinic@' })).toBe(false);
    expect(isEntryActive('telegram', { id: '-1001234567890', name: '' })).toBe(true);
    expect(isEntryActive('telegram', { id: '-100abc' })).toBe(false);
    expect(isEntryActive('macDent', { id: '', name: 'Клиника' })).toBe(false);
    // MacDent's key is '<account>:<secret>' (a public sample: '488:huOTW…'; some keys carry a filial, '1196:1:…').
    expect(isEntryActive('macDent', { id: 'abc', name: 'Клиника' })).toBe(false);
    expect(isEntryActive('macDent', { id: '488:', name: '' })).toBe(false);
    expect(isEntryActive('macDent', { id: '488:hu OT', name: '' })).toBe(false);
    expect(isEntryActive('macDent', { id: ' 488:huOTWx5yovG ', name: '' })).toBe(true);
    expect(isEntryActive('macDent', { id: '1196:1:xYz', name: '' })).toBe(true);
    expect(entryFieldProblems('macDent', { id: 'abc' })).toEqual({ id: MACDENT_KEY_PROBLEM });
    expect(entryFieldProblems('macDent', { id: '' })).toEqual({});
    expect(entryFieldProblems('macDent', { id: '488:huOTW' })).toEqual({});
    // A saved key comes back masked (it is a secret): the card shows no problem for the mask.
    expect(entryFieldProblems('macDent', { id: SECRET_MASK })).toEqual({});
    expect(isEntryActive('macDent', { id: SECRET_MASK, name: '' })).toBe(true);
    expect(isEntryActive('dentalPro', { name: 'x', token: 't', secret: '' })).toBe(false);
    expect(isEntryActive('metric', { id: '98765432' })).toBe(true);
    expect(isEntryActive('externalLink', { link: 'javascript:alert(1)' })).toBe(false);
    expect(isEntryActive('externalLink', { link: 'https://t.me/clinic' })).toBe(true);
    expect(isEntryActive('google', { spreadsheetId: '' })).toBe(false);
  });
});

describe('update and delete', () => {
  it("reads 'нет ключа интеграции' as an empty list and keeps kinds not named", () => {
    const parsed = integrationsUpdateSchema.parse({
      version: 0,
      ident: 'нет ключа интеграции',
      email: [{ text: ' A@Mail.ru ' }, { text: 'a@mail.ru' }],
      telegram: [{ id: -100123, name: 'Админы' }],
    });
    const before = { ...emptyIntegrations(), metric: [{ _id: 'm1', id: '123', active: true }] };
    const view = applyIntegrationsUpdate(before, parsed, newId);
    expect(view.ident).toEqual([]);
    expect(view.email).toEqual([{ _id: expect.any(String), text: 'a@mail.ru', active: true, confirmed: false }]);
    expect(view.telegram[0]).toMatchObject({ id: '-100123', name: 'Админы', active: true });
    expect(view.metric).toEqual([{ _id: 'm1', id: '123', active: true }]);
  });

  it('deletes by _id or by value', () => {
    const view = {
      ...emptyIntegrations(),
      email: [
        { _id: 'e1', text: 'a@x.ru', active: true },
        { _id: 'e2', text: 'b@x.ru', active: true },
      ],
    };
    expect(removeEntry(view, 'email', 'e1').email.map((entry) => entry._id)).toEqual(['e2']);
    expect(removeEntry(view, 'email', 'b@x.ru').email.map((entry) => entry._id)).toEqual(['e1']);
  });
});

describe('proof of e-mail and Telegram destinations', () => {
  const ids = () => 'id';
  it('ignores a client’s `confirmed` and keeps the server’s proof for the same value only', () => {
    const current = {
      ...emptyIntegrations(),
      email: [{ _id: 'e1', text: 'a@x.ru', active: true, confirmed: true }],
      telegram: [{ _id: 't1', id: '-100123', name: 'Группа', active: true, confirmed: true }],
    };
    const update = integrationsUpdateSchema.parse({
      version: 0,
      email: [{ text: 'A@x.ru' }, { text: 'b@x.ru', confirmed: true }],
      telegram: [{ _id: 't1', id: '-100123', name: 'Новое название' }],
    });
    const next = applyIntegrationsUpdate(current, update, ids);
    expect(next.email.map((entry) => [entry.text, entry.confirmed])).toEqual([
      ['a@x.ru', true],
      ['b@x.ru', false],
    ]);
    expect(next.telegram).toEqual([expect.objectContaining({ name: 'Новое название', confirmed: true })]);
  });
});
