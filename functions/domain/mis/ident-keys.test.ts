import { isIdentKey } from '../../../shared/domain/integrations';
import { IDENT_KEY_ALPHABET } from '../../../shared/schemas/integrations';
import { generateIdentKey, withIssuedKeys } from './ident-keys';

describe('IDENT keys made by the server (docs/contract/cabinet.md §5)', () => {
  it('are 25 characters from lowercase letters, digits and !_#(){}*.', () => {
    for (let i = 0; i < 200; i++) {
      const key = generateIdentKey();
      expect(key).toHaveLength(25);
      for (const char of key) expect(IDENT_KEY_ALPHABET).toContain(char);
      expect(isIdentKey(key)).toBe(true);
    }
  });

  it('use every character of the alphabet over many keys, and only those', () => {
    const seen = new Set(Array.from({ length: 400 }, () => generateIdentKey()).join(''));
    expect([...seen].sort().join('')).toBe([...IDENT_KEY_ALPHABET].sort().join(''));
  });

  it('skip the bytes that would favour the first characters (rejection sampling)', () => {
    // 45 characters: bytes 225..255 would repeat the alphabet's first 31 characters, so they are skipped.
    const bytes = [255, 250, 225, 0, 44, ...Array.from({ length: 45 }, () => 1)];
    expect(generateIdentKey(() => Uint8Array.from(bytes))).toBe(`a${IDENT_KEY_ALPHABET[44]}${'b'.repeat(23)}`);
  });

  it('fill an entry saved without a key, and keep the others', () => {
    const update = withIssuedKeys({
      version: 1,
      ident: [
        { id: '', name: 'Новый' },
        { id: 'given', name: 'Старый' },
      ],
    });
    expect(isIdentKey(update.ident![0]!.id)).toBe(true);
    expect(update.ident![1]!.id).toBe('given');
  });
});
