import { HIDDEN_FIELD_LIMITS, hiddenFieldLine, hiddenFieldNames, hiddenFieldsOf, hiddenFieldsText } from './hidden-fields';

describe('hidden fields (issue 27 §4)', () => {
  it('keeps the named parameters only, in the quiz order, first value, trimmed and bounded', () => {
    const search = new URLSearchParams(`?city=%20Алматы%20&gclid=abc&other=x&gclid=second&long=${'я'.repeat(500)}`);
    const fields = hiddenFieldsOf(['gclid', 'city', 'long', 'absent'], search);
    expect(Object.keys(fields)).toEqual(['gclid', 'city', 'long']);
    expect(fields).toMatchObject({ gclid: 'abc', city: 'Алматы' });
    expect(fields.long).toHaveLength(HIDDEN_FIELD_LIMITS.value);
    expect(hiddenFieldsText({ gclid: 'abc', city: 'Алматы' })).toBe('gclid: abc\ncity: Алматы');
  });

  it('keeps nothing without names, and at most the limit of names', () => {
    expect(hiddenFieldsOf(undefined, [['gclid', 'abc']])).toEqual({});
    const names = Array.from({ length: 20 }, (_, index) => `p${index}`);
    expect(
      Object.keys(
        hiddenFieldsOf(
          names,
          names.map((name) => [name, 'v'] as const),
        ),
      ),
    ).toHaveLength(HIDDEN_FIELD_LIMITS.names);
  });

  it('reads the builder line as typed, a trailing comma kept so the next name can be typed', () => {
    expect(hiddenFieldNames('gclid, ')).toEqual(['gclid', '']);
    expect(hiddenFieldLine(hiddenFieldNames('gclid, '))).toBe('gclid, ');
    expect(hiddenFieldNames('  ')).toEqual([]);
    expect(
      hiddenFieldsOf(
        ['', 'gclid'],
        [
          ['', 'x'],
          ['gclid', 'a'],
        ],
      ),
    ).toEqual({ gclid: 'a' });
  });
});
