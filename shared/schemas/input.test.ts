import * as z from 'zod/mini';
import { cleanText, inputObject, isCleanText, withoutInvisibles } from './input';

describe('clean text', () => {
  it('drops direction overrides and zero-width characters, composes accents', () => {
    expect(withoutInvisibles('\u202EАнна\u202C \u2066Петрова\u2069\u200B')).toBe('Анна Петрова');
    expect(withoutInvisibles('Йо')).toBe('Йо');
  });

  it.each(['a\u0000b', 'a\uD800', '\uDC00b', 'a\u0007b', 'one\ntwo'])('refuses %j on one line', (value) => {
    expect(isCleanText(value)).toBe(false);
  });

  it('keeps line breaks and tabs in multiline text, and paired surrogates anywhere', () => {
    expect(isCleanText('one\r\ntwo\tthree', true)).toBe(true);
    expect(isCleanText('зуб 🦷')).toBe(true);
  });

  it('repairs instead of refusing when asked', () => {
    expect(z.parse(cleanText('x', { max: 10, repair: true }), 'a\u0000b\uD800')).toBe('ab\uFFFD');
    expect(z.safeParse(cleanText('x', { max: 10 }), 'a\u0000b').success).toBe(false);
  });
});

describe('request objects', () => {
  it('refuse unknown fields by name and keep the type message', () => {
    const schema = inputObject({ name: z.string() }, 'Ожидается объект');
    const unknown = z.safeParse(schema, { name: 'a', isAdmin: true });
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', message: 'Неизвестное поле: isAdmin' });
    expect(z.safeParse(schema, 'text').error?.issues[0]?.message).toBe('Ожидается объект');
  });
});
