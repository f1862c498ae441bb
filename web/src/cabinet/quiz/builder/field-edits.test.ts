import type { QuizFields } from '../../../../../shared/schemas/quiz';
import { customUrlOf, withContactButton, withFlag, withText } from './field-edits';

const quiz: QuizFields = { name: 'Имплантация', customUrl: 'implant', textContactButton: { pc: 'Отправить' } };

describe('quiz field edits', () => {
  it('sets a text, and an emptied one leaves the quiz', () => {
    expect(withText(quiz, 'companyName', 'Улыбка')).toEqual({ ...quiz, companyName: 'Улыбка' });
    expect(withText(quiz, 'customUrl', '')).toEqual({ name: 'Имплантация', textContactButton: { pc: 'Отправить' } });
  });

  it('sets a flag to either value', () => {
    expect(withFlag(quiz, 'onlyFormBool', true).onlyFormBool).toBe(true);
    expect(withFlag(quiz, 'onlyFormBool', false).onlyFormBool).toBe(false);
  });

  it('keeps the contact button object only while one side has a text', () => {
    expect(withContactButton(quiz, 'mobile', 'Жду звонка').textContactButton).toEqual({ pc: 'Отправить', mobile: 'Жду звонка' });
    expect(withContactButton(quiz, 'pc', '')).toEqual({ name: 'Имплантация', customUrl: 'implant' });
  });

  it('strips whitespace from a custom URL as typed', () => {
    expect(customUrlOf(' my quiz\t2 ')).toBe('myquiz2');
  });
});
