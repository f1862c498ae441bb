import { mergeFields, mergeOrderedRecord } from './edit-merge';

describe('mergeFields', () => {
  const base = { clinic: 'Улыбка', timezone: 'Europe/Moscow', addressList: ['ул. Ленина, 1'] };

  it('takes each side’s change to a different field', () => {
    const mine = { ...base, clinic: 'Улыбка+' };
    const theirs = { ...base, addressList: ['ул. Ленина, 1', 'пр. Мира, 5'] };
    expect(mergeFields(base, mine, theirs)).toEqual({
      clinic: 'Улыбка+',
      timezone: 'Europe/Moscow',
      addressList: ['ул. Ленина, 1', 'пр. Мира, 5'],
    });
  });

  it('accepts the same change on both sides', () => {
    const both = { ...base, clinic: 'Улыбка+' };
    expect(mergeFields(base, both, { ...both })).toEqual(both);
  });

  it('is a conflict when both changed one field differently', () => {
    expect(mergeFields(base, { ...base, clinic: 'Моя' }, { ...base, clinic: 'Коллеги' })).toBeNull();
    expect(mergeFields(base, { ...base, addressList: ['а'] }, { ...base, addressList: ['б'] })).toBeNull();
  });

  it('puts my value over theirs where both changed when asked to, keeping their other changes', () => {
    const mine = { ...base, clinic: 'Моя' };
    const theirs = { ...base, clinic: 'Коллеги', timezone: 'Asia/Almaty' };
    expect(mergeFields(base, mine, theirs, true)).toEqual({ ...base, clinic: 'Моя', timezone: 'Asia/Almaty' });
  });
});

describe('mergeOrderedRecord', () => {
  const base = { Терапия: [{ name: 'Пломба' }], Хирургия: [] as Array<{ name: string }> };

  it('keeps both sides’ new entries, theirs first, mine after', () => {
    const mine = { ...base, Ортодонтия: [] };
    const theirs = { ...base, Гигиена: [] };
    const merged = mergeOrderedRecord(base, mine, theirs);
    expect(merged && Object.keys(merged)).toEqual(['Терапия', 'Хирургия', 'Гигиена', 'Ортодонтия']);
  });

  it('applies a removal on one side and an edit of another entry on the other', () => {
    const { Хирургия: _gone, ...mine } = base;
    const theirs = { ...base, Терапия: [{ name: 'Пломба' }, { name: 'Чистка' }] };
    expect(mergeOrderedRecord(base, mine, theirs)).toEqual({ Терапия: [{ name: 'Пломба' }, { name: 'Чистка' }] });
  });

  it('is a conflict when one side removed what the other edited', () => {
    const { Терапия: _gone, ...mine } = base;
    expect(mergeOrderedRecord<Record<string, Array<{ name: string }>>>(base, mine, { ...base, Терапия: [] })).toBeNull();
  });

  it('keeps my new order, with their new entry after it', () => {
    const mine = { Хирургия: [], Терапия: base.Терапия };
    const theirs = { ...base, Гигиена: [] };
    const merged = mergeOrderedRecord(base, mine, theirs);
    expect(merged && Object.keys(merged)).toEqual(['Хирургия', 'Терапия', 'Гигиена']);
  });

  it('is a conflict when both sides reordered differently', () => {
    const three = { ...base, Гигиена: [] };
    const mine = { Гигиена: [], Терапия: base.Терапия, Хирургия: [] };
    const theirs = { Хирургия: [], Гигиена: [], Терапия: base.Терапия };
    expect(mergeOrderedRecord(three, mine, theirs)).toBeNull();
  });
});
