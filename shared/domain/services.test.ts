import { normalizeServicesList, renameServiceChoices, renameServiceDirections, resolveRenaming } from './services';

describe('services normalisation', () => {
  it('trims, formats prices, splits "name, price", merges equal directions and keeps the order', () => {
    const list = normalizeServicesList({
      ' Терапия ': [
        { name: ' Пломба ', cost: '4500' },
        { name: 'Чистка, 3500', cost: '' },
      ],
      Хирургия: [{ name: 'Удаление', cost: 'от 3000' }],
      Терапия: [{ name: '', cost: '' }],
    });
    expect(Object.keys(list)).toEqual(['Терапия', 'Хирургия']);
    expect(list['Терапия']).toEqual([
      { name: 'Пломба', cost: '4500' },
      { name: 'Чистка', cost: '3500' },
      { name: '', cost: '' },
    ]);
    expect(list['Хирургия']).toEqual([{ name: 'Удаление', cost: 'от 3000' }]);
  });

  it('is idempotent (property)', () => {
    const names = ['Пломба', ' Чистка, 3500', 'Имплант - от 25000', 'Коронка', ''];
    for (let run = 0; run < 200; run++) {
      const list = { [`Напр ${run % 5}`]: names.map((name, i) => ({ name, cost: String((run * 977 * (i + 1)) % 1_000_000) })) };
      const once = normalizeServicesList(list);
      expect(normalizeServicesList(once)).toEqual(once);
    }
  });
});

describe('renaming map', () => {
  it('keeps a direct rename', () => {
    expect([...resolveRenaming({ Терапия: 'Лечение' }, ['Терапия', 'Хирургия'], ['Лечение', 'Хирургия'])]).toEqual([
      ['Терапия', 'Лечение'],
    ]);
  });

  it('follows a chain through a name that did not exist before', () => {
    expect([...resolveRenaming({ A: 'tmp', tmp: 'B' }, ['A'], ['B'])]).toEqual([['A', 'B']]);
  });

  it('swaps two names through a temporary one', () => {
    const renames = resolveRenaming({ A: 'tmp', B: 'A', tmp: 'B' }, ['A', 'B'], ['B', 'A']);
    expect(Object.fromEntries(renames)).toEqual({ A: 'B', B: 'A' });
  });

  it('drops renames of unknown or since-deleted directions', () => {
    expect(resolveRenaming({ Nope: 'X', A: 'B' }, ['A'], ['C']).size).toBe(0);
  });

  it('renames the keys of a doctor service map in place', () => {
    const service = { A: [1], B: [2], C: [3] };
    expect(Object.keys(renameServiceDirections(service, new Map([['B', 'Z']])))).toEqual(['A', 'Z', 'C']);
  });
});

describe('renameServiceChoices', () => {
  const renames = new Map([['Пломба', 'Пломба световая']]);

  it('moves the tick to the new service name, keeping the others and the order', () => {
    expect(
      renameServiceChoices(
        [
          { name: 'Пломба', checked: true },
          { name: 'Чистка', checked: false },
        ],
        renames,
      ),
    ).toEqual([
      { name: 'Пломба световая', checked: true },
      { name: 'Чистка', checked: false },
    ]);
  });

  it('answers null when the doctor has none of the renamed services', () => {
    expect(renameServiceChoices([{ name: 'Чистка', checked: true }], renames)).toBeNull();
  });

  it('merges onto a name the doctor already has: checked if either was', () => {
    expect(
      renameServiceChoices(
        [
          { name: 'Пломба световая', checked: false },
          { name: 'Пломба', checked: true },
        ],
        renames,
      ),
    ).toEqual([{ name: 'Пломба световая', checked: true }]);
  });
});
