import { directionsWithIds } from './services';

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
    expect(next.map((d) => [d.name, d.id])).toEqual([['Ортодонтия', 'new1'], ['Хирургия', 'b'], ['Терапия', 'a']]);
  });

  it('a renamed direction keeps its id, so every doctor map follows in the same write', () => {
    const next = directionsWithIds(before, services(['Лечение', 'Хирургия']), { Терапия: 'Лечение' }, ids());
    expect(next.map((d) => [d.name, d.id])).toEqual([['Лечение', 'a'], ['Хирургия', 'b']]);
  });

  it('swapping two names swaps their ids', () => {
    const next = directionsWithIds(before, services(['Хирургия', 'Терапия']), { Терапия: 'tmp', Хирургия: 'Терапия', tmp: 'Хирургия' }, ids());
    expect(Object.fromEntries(next.map((d) => [d.name, d.id]))).toEqual({ Хирургия: 'a', Терапия: 'b' });
  });

  it('a name taken by a rename does not keep the old id of that name', () => {
    const next = directionsWithIds(before, services(['Хирургия']), { Терапия: 'Хирургия' }, ids());
    expect(next).toEqual([{ id: 'a', name: 'Хирургия', services: [] }]);
  });
});
