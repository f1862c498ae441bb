import { addressRenamingOf, addressRowTexts, savedTextsOf } from './address-rows';

describe('address rows', () => {
  it('trims and blanks empty rows and repeats', () => {
    expect(
      addressRowTexts([
        { id: 'a', value: ' ул. Ленина, 1 ' },
        { id: 'b', value: '  ' },
        { id: 'c', value: 'ул. Ленина, 1' },
      ]),
    ).toEqual([
      { id: 'a', text: 'ул. Ленина, 1' },
      { id: 'b', text: '' },
      { id: 'c', text: '' },
    ]);
  });

  it('maps an edited row’s saved text to its new text; new and emptied rows rename nothing', () => {
    const saved = savedTextsOf(
      addressRowTexts([
        { id: 'a', value: 'ул. Ленина, 1' },
        { id: 'b', value: 'пр. Мира, 5' },
      ]),
    );
    const rows = addressRowTexts([
      { id: 'a', value: 'ул. Ленина, 11' },
      { id: 'b', value: '' },
      { id: 'c', value: 'ул. Новая, 2' },
    ]);
    expect(addressRenamingOf(rows, saved)).toEqual({ 'ул. Ленина, 1': 'ул. Ленина, 11' });
    expect(addressRenamingOf(rows, savedTextsOf(rows))).toEqual({});
  });
});
