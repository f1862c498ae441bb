import { settingUpdateSchema, TOO_MANY_DURATIONS } from '../../../../shared/schemas/services';
import {
  directionProblems,
  directionsOf,
  DUPLICATE_DIRECTION,
  firstSaveProblem,
  markSaved,
  renamingOf,
  serviceRenamingOf,
  servicesListOf,
  withStoredLines,
} from './services-model';

const list = {
  Терапия: [{ name: 'Пломба', cost: '3500' }],
  Хирургия: [
    { name: 'Удаление', cost: 'от 2000' },
    { name: 'Имплант', cost: '25 000' },
  ],
};

describe('services model', () => {
  it('keeps each service’s duration, and saves nothing with more than 12 different ones', () => {
    const timed = {
      Терапия: [
        { name: 'Пломба', cost: '3500', duration: 60 },
        { name: 'Осмотр', cost: '' },
      ],
    };
    const directions = directionsOf(timed);
    expect(servicesListOf(directions)).toEqual(timed);
    expect(firstSaveProblem(directions, {})).toBeNull();
    const many = directionsOf({
      Терапия: Array.from({ length: 13 }, (_, index) => ({ name: `Услуга ${index}`, cost: '', duration: 15 + index * 5 })),
    });
    expect(firstSaveProblem(many, {})).toBe(TOO_MANY_DURATIONS);
    const refused = settingUpdateSchema.safeParse({ version: 1, setting: { servicesList: servicesListOf(many) } });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([TOO_MANY_DURATIONS]);
  });

  it('round-trips the list in order, keeping row ids and open state of a previous model', () => {
    const directions = directionsOf(list);
    expect(directions.map((direction) => direction.name)).toEqual(['Терапия', 'Хирургия']);
    expect(servicesListOf(directions)).toEqual(list);
    const opened = directions.map((direction) => ({ ...direction, open: true }));
    const again = directionsOf(list, opened);
    expect(again.map((direction) => direction.id)).toEqual(directions.map((direction) => direction.id));
    expect(again.every((direction) => direction.open)).toBe(true);
  });

  it('sends trimmed names and formatted prices, and reads a pasted "name, price"', () => {
    const [first] = directionsOf({
      ' Ортодонтия ': [
        { name: ' Брекеты, 150000', cost: '' },
        { name: 'Элайнеры', cost: 'от200000' },
      ],
    });
    expect(servicesListOf([first!])).toEqual({
      Ортодонтия: [
        { name: 'Брекеты', cost: '150 000' },
        { name: 'Элайнеры', cost: 'от 200 000' },
      ],
    });
  });

  it("shows a saved 'name - price' row as stored: the name in its field, the price in its own", () => {
    const [therapy] = directionsOf({
      Терапия: [
        { name: 'Отбеливание - 15000', cost: '' },
        { name: 'Чистка ', cost: '3500' },
      ],
    });
    const [shown] = withStoredLines([therapy!]);
    expect(shown!.services.map(({ name, cost }) => ({ name, cost }))).toEqual([
      { name: 'Отбеливание', cost: '15 000' },
      { name: 'Чистка ', cost: '3500' },
    ]);
    expect(shown!.services.map((service) => service.id)).toEqual(therapy!.services.map((service) => service.id));
    expect(withStoredLines([therapy!, shown!])[1]).toBe(shown);
  });

  it('derives the renaming map from the saved names, and clears it once saved', () => {
    const directions = directionsOf(list).map((direction) =>
      direction.name === 'Терапия' ? { ...direction, name: 'Лечение ' } : direction,
    );
    const created = { id: 'new', name: 'Гигиена', savedName: undefined, open: true, services: [] };
    expect(renamingOf([...directions, created])).toEqual({ Терапия: 'Лечение' });
    const saved = markSaved([...directions, created], servicesListOf([...directions, created]));
    expect(renamingOf(saved)).toEqual({});
    expect(saved.at(-1)?.savedName).toBe('Гигиена');
  });

  it('derives the service renaming map per direction (by its name as sent), and clears it once saved', () => {
    const directions = directionsOf(list).map((direction) =>
      direction.name === 'Хирургия'
        ? {
            ...direction,
            name: 'Хирургия+',
            services: direction.services
              .map((service) => (service.name === 'Удаление' ? { ...service, name: 'Удаление зуба ' } : service))
              .concat({ id: 'n', name: 'Синус-лифтинг', cost: '' }),
          }
        : direction,
    );
    expect(serviceRenamingOf(directions)).toEqual({ 'Хирургия+': { Удаление: 'Удаление зуба' } });
    expect(serviceRenamingOf(markSaved(directions, servicesListOf(directions)))).toEqual({});
  });

  it('flags empty, digits-only and duplicate direction names', () => {
    const rows = ['Терапия', ' ', '2024', 'терапия', 'Терапия '].map((name, index) => ({
      id: `d${index}`,
      name,
      savedName: undefined,
      open: false,
      services: [],
    }));
    const problems = directionProblems(rows);
    expect(Object.keys(problems)).toEqual(['d1', 'd2', 'd4']);
    expect(problems.d4).toBe(DUPLICATE_DIRECTION);
  });
});
