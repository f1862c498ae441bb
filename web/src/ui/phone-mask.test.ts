import IMask from 'imask';
import { prepareRuPhoneChunk, RU_PHONE_MASK } from './phone-mask';

const createMask = () => IMask.createMask({ mask: RU_PHONE_MASK, prepare: prepareRuPhoneChunk });

function typeInto(start: string, keys: string): string {
  const masked = createMask();
  masked.resolve(start);
  for (const key of keys) masked.append(key, { input: true });
  return masked.value;
}

function paste(start: string, text: string): string {
  const masked = createMask();
  masked.resolve(start);
  masked.append(text, { input: true });
  return masked.value;
}

describe('the +7 phone mask', () => {
  it.each([['9991234567'], ['89991234567']])('typing %s after the forced +7 gives a complete number', (keys) => {
    expect(typeInto('+7', keys)).toBe('+7 999 123-45-67');
  });

  it('types into an empty field too', () => {
    expect(typeInto('', '9991234567')).toBe('+7 999 123-45-67');
    expect(typeInto('', '89991234567')).toBe('+7 999 123-45-67');
  });

  it('keeps a Kazakh number starting with 7 after the +7', () => {
    expect(typeInto('+7', '7011234567')).toBe('+7 701 123-45-67');
  });

  it.each([['+7 999 123-45-67'], ['+79991234567'], ['89991234567'], ['8 (999) 123-45-67'], ['79991234567'], ['9991234567']])(
    'pasting %s lands in the right slots',
    (text) => {
      expect(paste('', text)).toBe('+7 999 123-45-67');
      expect(paste('+7', text)).toBe('+7 999 123-45-67');
    },
  );

  it('never grows past 16 characters', () => {
    expect(typeInto('+7', '99912345678901')).toBe('+7 999 123-45-67');
    expect(typeInto('+7', '99912345678901')).toHaveLength(16);
  });

  it('ignores letters', () => {
    expect(typeInto('+7', '99a9b').trimEnd()).toBe('+7 999');
  });

  it('treats an 8 inside the number as a digit', () => {
    expect(typeInto('+7', '9881234567')).toBe('+7 988 123-45-67');
  });
});
