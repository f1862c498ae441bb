import { mergeServices, uniqueServices } from './widget-services';

describe('widget services are unique by name and cost', () => {
  it('drops a repeat of the same name and price, across directions, keeping the first', () => {
    expect(
      uniqueServices({
        Терапия: [
          { name: 'Чистка', cost: '3500' },
          { name: 'Чистка', cost: '3500' },
          { name: 'Чистка', cost: '4000' },
        ],
        Гигиена: [
          { name: 'чистка ', cost: '3 500' },
          { name: 'Отбеливание', cost: '15 000' },
        ],
        Пустое: [],
      }),
    ).toEqual({
      Терапия: [
        { name: 'Чистка', cost: '3500' },
        { name: 'Чистка', cost: '4000' },
      ],
      Гигиена: [{ name: 'Отбеливание', cost: '15 000' }],
    });
  });

  it('merges several lists in the given direction order, unknown directions last', () => {
    const merged = mergeServices(
      [
        { Б: [{ name: 'x', cost: '1' }], В: [{ name: 'z', cost: '' }] },
        { А: [{ name: 'y', cost: '2' }], Б: [{ name: 'x', cost: '1' }] },
      ],
      ['А', 'Б'],
    );
    expect(Object.keys(merged)).toEqual(['А', 'Б', 'В']);
    expect(merged.Б).toEqual([{ name: 'x', cost: '1' }]);
  });
});
