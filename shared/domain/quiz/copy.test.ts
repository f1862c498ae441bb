import * as z from 'zod/mini';
import { QUIZ_LIMITS, quizInputSchema } from '../../schemas/quiz';
import { copyName, COPY_SUFFIX, quizCopyOf } from './copy';
import { newContactsQuestion, newThankYouQuestion } from './normalise';

const contactsOff = {
  ...newContactsQuestion('c'),
  contacts: { name: { bool: false }, email: { bool: true }, phone: { bool: false, placeholder: '+7' } },
};
const stored = {
  _id: 'user.AAAAAAAAAAA',
  userId: 'user',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 7,
  name: 'Имплантация',
  customUrl: 'implant',
  header: 'Узнайте цену',
  questions: [{ _uid: 'q1', question: 'Сколько зубов?', type: 'radio' as const }, contactsOff, newThankYouQuestion('t')],
  ABTestObj: { questions: [contactsOff] },
};

describe('a copy of a quiz (docs/contract/cabinet.md §7)', () => {
  it("has no id, no bookkeeping and no custom URL, and ' (копия)' after the name", () => {
    const copy = quizCopyOf(stored);
    for (const field of ['_id', 'userId', 'updatedAt', 'version', 'customUrl']) expect(copy).not.toHaveProperty(field);
    expect(copy).toMatchObject({ name: 'Имплантация (копия)', header: 'Узнайте цену' });
    expect(z.safeParse(quizInputSchema, copy).success).toBe(true);
  });

  it('asks for the name and the phone in its contacts, in the quiz and in its A/B variant; the rest is kept', () => {
    const copy = quizCopyOf(stored);
    const contactsOf = (questions: typeof copy.questions) => questions?.find((question) => question.type === 'contacts')?.contacts;
    for (const contacts of [contactsOf(copy.questions), contactsOf(copy.ABTestObj?.questions)])
      expect(contacts).toEqual({ name: { bool: true }, email: { bool: true }, phone: { bool: true, placeholder: '+7' } });
    expect(copy.questions?.[0]).toEqual(stored.questions[0]);
    expect(stored.questions[1]).toBe(contactsOff);
    expect(contactsOff.contacts.name.bool).toBe(false);
  });

  it('keeps a long name within the limit', () => {
    const name = copyName('Я'.repeat(QUIZ_LIMITS.name));
    expect(name.length).toBe(QUIZ_LIMITS.name);
    expect(name.endsWith(COPY_SUFFIX)).toBe(true);
  });
});
