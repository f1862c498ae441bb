import type { Question, QuestionOf } from '../../schemas/quiz';
import { newQuizQuestions } from './normalise';
import {
  canSkip,
  duplicateQuestionUids,
  hasPlaceholder,
  hasVariantImages,
  withNewQuestion,
  withQuestionMoved,
  withQuestionRemoved,
  withQuestionType,
} from './question-edits';

let uids = 0;
const fixed = newQuizQuestions(() => `fixed-${++uids}`);
const ordinary = (uid: string, text = uid): QuestionOf<'radio'> => ({
  _uid: uid,
  question: text,
  type: 'radio',
  variants: [{ text: 'Да', img: 'a_quiz_x.png' }],
});
const texts = (questions: readonly Question[]) => questions.map((question) => question.question);

describe('question edits', () => {
  it('adds a question of no type before the two fixed ones, with a text of its own', () => {
    const one = withNewQuestion([ordinary('a'), ...fixed], 'n1');
    const two = withNewQuestion(one, 'n2');
    expect(texts(two)).toEqual(['a', 'Новый вопрос', 'Новый вопрос 2', 'Контакты', fixed[1]!.question]);
    expect(two[1]).toEqual({ _uid: 'n1', question: 'Новый вопрос', type: '' });
  });

  it('moves ordinary questions among themselves only', () => {
    const list = [ordinary('a'), ordinary('b'), ...fixed];
    expect(texts(withQuestionMoved(list, 0, 1)).slice(0, 2)).toEqual(['b', 'a']);
    expect(withQuestionMoved(list, 1, 2)).toEqual(list);
    expect(withQuestionMoved(list, 2, 1)).toEqual(list);
  });

  it('deletes an ordinary question and never a fixed one', () => {
    const list = [ordinary('a'), ...fixed];
    expect(texts(withQuestionRemoved(list, 'a'))).toEqual(texts(fixed));
    expect(withQuestionRemoved(list, fixed[0]!._uid)).toEqual(list);
  });

  it('keeps only the fields the new type has', () => {
    const radio = { ...ordinary('a'), skip: true, placeholder: 'x' };
    expect(withQuestionType(radio, 'radio-img')).toEqual({
      _uid: 'a',
      question: 'a',
      type: 'radio-img',
      variants: radio.variants,
      skip: true,
    });
    expect(withQuestionType(radio, 'checkbox')).toHaveProperty('variants', [{ text: 'Да' }]);
    expect(withQuestionType(radio, 'information')).toEqual({ _uid: 'a', question: 'a', type: 'information' });
    expect(withQuestionType(radio, 'text')).toEqual({ _uid: 'a', question: 'a', type: 'text', placeholder: 'x', skip: true });
  });

  it('offers skip, placeholders and variant images by type (docs/contract/widget-quiz-configurator.md §5)', () => {
    expect(['information', 'contacts', 'ThankYouPages'].map((type) => canSkip(type as Question['type']))).toEqual([false, false, false]);
    expect(canSkip('checkbox-dental')).toBe(true);
    expect(hasVariantImages('radio-img') && hasVariantImages('checkbox-img') && !hasVariantImages('select')).toBe(true);
    expect(hasPlaceholder('')).toBe(true);
    expect(hasPlaceholder('radio')).toBe(false);
  });

  it('names the ordinary questions the save would drop as duplicates', () => {
    const list = [ordinary('a', 'Цена'), ordinary('b', ' цена '), ordinary('c', 'контакты'), ...fixed];
    expect([...duplicateQuestionUids(list)]).toEqual(['b', 'c']);
  });
});
