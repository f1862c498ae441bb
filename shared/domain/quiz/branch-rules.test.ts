import type { Question } from '../../schemas/quiz';
import {
  BRANCH_MESSAGES,
  branchProblems,
  quizBranchProblems,
  questionsLeadingTo,
  unreachableQuestionIds,
  withoutRulesTo,
} from './branch-rules';

const toQuestion = (question: string) => ({ question });
const radio = (uid: string, ...variants: Array<[string, { question: string } | { contacts: true } | undefined]>): Question => ({
  _uid: uid,
  question: `Вопрос ${uid}`,
  type: 'radio',
  variants: variants.map(([text, goTo]) => (goTo ? { text, goTo } : { text })),
});
const contacts: Question = { _uid: 'c', question: 'Контакты', type: 'contacts' };
const thanks: Question = { _uid: 't', question: 'Спасибо', type: 'ThankYouPages' };

describe('branch rules checked on save and in the builder', () => {
  it('accept rules forward, to contacts, and a jump back that cannot come round again', () => {
    const page = [
      radio('a', ['Имплантация', toQuestion('c2')], ['Брекеты', undefined]),
      radio('b', ['Да', { contacts: true }], ['Нет', undefined]),
      radio('c2', ['Да', undefined]),
      contacts,
      thanks,
    ];
    expect(branchProblems(page)).toEqual([]);
    // A jump back is fine where the way on from the target never returns: e's every variant goes to contacts.
    const back = [radio('e', ['x', { contacts: true }], ['y', { contacts: true }]), radio('f', ['z', toQuestion('e')]), contacts, thanks];
    expect(branchProblems(back)).toEqual([]);
  });

  it('refuse a rule to a deleted question, to the thank-you page, to its own question, and one that makes a cycle, each at its variant', () => {
    const page = [
      radio('a', ['1', toQuestion('gone')], ['2', toQuestion('t')]),
      radio('b', ['3', toQuestion('b')], ['4', undefined]),
      radio('c2', ['5', toQuestion('a')]),
      contacts,
      thanks,
    ];
    expect(branchProblems(page)).toEqual([
      { question: 0, variant: 0, message: BRANCH_MESSAGES.gone },
      { question: 0, variant: 1, message: BRANCH_MESSAGES.thankYou },
      { question: 1, variant: 0, message: BRANCH_MESSAGES.itself },
      // a leads on in order to b, b to c2, and c2's only variant back to a.
      { question: 2, variant: 0, message: 'Переход на «Вопрос a» создаёт цикл: оттуда квиз снова приводит к этому вопросу' },
    ]);
  });

  it('see a cycle through several rules, and none once one of them goes to contacts', () => {
    const cyclic = [radio('a', ['1', toQuestion('c2')]), radio('b', ['2', toQuestion('a')]), radio('c2', ['3', toQuestion('b')]), contacts];
    expect(branchProblems(cyclic).map((problem) => problem.question)).toEqual([0, 1, 2]);
    const broken = [
      radio('a', ['1', toQuestion('c2')]),
      radio('b', ['2', toQuestion('a')]),
      radio('c2', ['3', { contacts: true }]),
      contacts,
    ];
    expect(branchProblems(broken)).toEqual([]);
  });

  it('count a skippable question as one that may be left in order, whatever its rules', () => {
    // b's only variant jumps back to a; skipping b goes on to contacts, but picking it still loops.
    const page = [radio('a', ['1', undefined]), { ...radio('b', ['2', toQuestion('a')]), skip: true } as Question, contacts];
    expect(branchProblems(page)).toHaveLength(1);
  });

  it("name the fields by path, for the page and for the A/B variant's own questions", () => {
    const quiz = {
      questions: [radio('a', ['1', toQuestion('gone')]), contacts, thanks],
      ABTestObj: { questions: [radio('b', ['ok', undefined], ['loop', toQuestion('b')]), contacts, thanks] },
    };
    expect(quizBranchProblems(quiz)).toEqual({
      'questions.0.variants.0.goTo': BRANCH_MESSAGES.gone,
      'ABTestObj.questions.0.variants.1.goTo': BRANCH_MESSAGES.itself,
    });
    expect(quizBranchProblems({})).toEqual({});
  });

  it('tell which questions nobody reaches (every way passes them by)', () => {
    const page = [
      radio('a', ['1', toQuestion('c2')], ['2', { contacts: true }]),
      radio('b', ['3', undefined]),
      radio('c2', ['4', undefined]),
      contacts,
    ];
    expect(unreachableQuestionIds(page)).toEqual(new Set(['b']));
    expect(unreachableQuestionIds([contacts, thanks])).toEqual(new Set());
  });

  it('find and drop the rules to a question being deleted, keeping the others', () => {
    const page = [
      radio('a', ['1', toQuestion('c2')], ['2', { contacts: true }]),
      radio('b', ['3', toQuestion('c2')]),
      radio('c2', ['4', undefined]),
      contacts,
    ];
    expect(questionsLeadingTo(page, 'c2')).toEqual([1, 2]);
    const without = withoutRulesTo(page, 'c2');
    expect(without[0]).toEqual(radio('a', ['1', undefined], ['2', { contacts: true }]));
    expect(without[1]).toEqual(radio('b', ['3', undefined]));
    expect(without[2]).toBe(page[2]);
    expect(questionsLeadingTo(without, 'c2')).toEqual([]);
  });
});
