import { directionsWithIds, serviceRenamesById } from './services';

const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};
const services = (names: string[]) => Object.fromEntries(names.map((name) => [name, []]));

describe('direction ids on save', () => {
  const before = [
    { id: 'a', name: 'Терапия', services: [] },
    { id: 'b', name: 'Хирургия', services: [] },
  ];

  it('keeps ids of unchanged names, gives new names new ids, keeps the order sent', () => {
    const next = directionsWithIds(before, services(['Ортодонтия', 'Хирургия', 'Терапия']), {}, ids());
    expect(next.map((d) => [d.name, d.id])).toEqual([
      ['Ортодонтия', 'new1'],
      ['Хирургия', 'b'],
      ['Терапия', 'a'],
    ]);
  });

  it('a renamed direction keeps its id, so every doctor map follows in the same write', () => {
    const next = directionsWithIds(before, services(['Лечение', 'Хирургия']), { Терапия: 'Лечение' }, ids());
    expect(next.map((d) => [d.name, d.id])).toEqual([
      ['Лечение', 'a'],
      ['Хирургия', 'b'],
    ]);
  });

  it('swapping two names swaps their ids', () => {
    const next = directionsWithIds(
      before,
      services(['Хирургия', 'Терапия']),
      { Терапия: 'tmp', Хирургия: 'Терапия', tmp: 'Хирургия' },
      ids(),
    );
    expect(Object.fromEntries(next.map((d) => [d.name, d.id]))).toEqual({ Хирургия: 'a', Терапия: 'b' });
  });

  it('a name taken by a rename does not keep the old id of that name', () => {
    const next = directionsWithIds(before, services(['Хирургия']), { Терапия: 'Хирургия' }, ids());
    expect(next).toEqual([{ id: 'a', name: 'Хирургия', services: [] }]);
  });
});

describe('service renames on save', () => {
  const service = (name: string) => ({ name, cost: '' });
  const before = [{ id: 'a', name: 'Терапия', services: [service('Пломба'), service('Чистка')] }];

  it('resolves the renames by the direction’s name in this save, also when the direction was renamed too', () => {
    const after = [{ id: 'a', name: 'Лечение', services: [service('Пломба световая'), service('Чистка')] }];
    const renames = serviceRenamesById(before, after, { Лечение: { Пломба: 'Пломба световая' } });
    expect([...renames.keys()]).toEqual(['a']);
    expect(Object.fromEntries(renames.get('a')!)).toEqual({ Пломба: 'Пломба световая' });
  });

  it('ignores new directions, unknown services and renames to a name that was not saved', () => {
    const after = [
      { id: 'a', name: 'Терапия', services: [service('Чистка')] },
      { id: 'new1', name: 'Гигиена', services: [service('Отбеливание')] },
    ];
    expect(
      serviceRenamesById(before, after, { Терапия: { Пломба: 'Пломба световая', Нет: 'Чистка' }, Гигиена: { Чистка: 'Отбеливание' } }).size,
    ).toBe(0);
  });
});
