import { typograph } from './typography';

const show = (text: string) => text.replaceAll('\u00a0', '~');

describe('Russian typography', () => {
  it('binds short prepositions and conjunctions to the next word, at any letter case', () => {
    expect(show(typograph('Запись в клинику и консультация с врачом'))).toBe('Запись в~клинику и~консультация с~врачом');
    expect(show(typograph('В клинике без очереди'))).toBe('В~клинике без~очереди');
    expect(show(typograph('(по записи) «на сегодня»'))).toBe('(по~записи) «на~сегодня»');
  });

  it('keeps number groups and the currency sign together', () => {
    expect(show(typograph('Имплант от 45 000 ₽, чистка 4 500 ₽'))).toBe('Имплант от~45~000~₽, чистка 4~500~₽');
    expect(show(typograph('1 250 000 тг.'))).toBe('1~250~000~тг.');
  });

  it('leaves words that only start like a preposition, and text without spaces to fix, as they are', () => {
    expect(typograph('вопрос about водород')).toBe('вопрос about водород');
    expect(typograph('Стоимость: 12 месяцев')).toBe('Стоимость: 12 месяцев');
  });
});
