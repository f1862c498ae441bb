import { questionsChangeResetsAnalytics, RESET_POSITIONS, saveResetsAnalytics } from './analytics-reset';

const question = (uid: string, text = `Вопрос ${uid}`) => ({ _uid: uid, question: text });
const quizOf = (count: number) => Array.from({ length: count }, (_, index) => question(`q${index}`));

describe('when a save resets the analytics (docs/contract/widget-quiz-configurator.md §4)', () => {
  const before = quizOf(14);

  it('keeps them when nothing in the questions changed or they only moved', () => {
    expect(questionsChangeResetsAnalytics(before, structuredClone(before))).toBe(false);
    const moved = [before[1]!, before[0]!, ...before.slice(2)];
    expect(questionsChangeResetsAnalytics(before, moved)).toBe(false);
  });

  it('resets when a question is added at positions 0-9, not after them', () => {
    for (const index of [0, 5, RESET_POSITIONS - 1])
      expect(questionsChangeResetsAnalytics(before, before.toSpliced(index, 0, question('new')))).toBe(true);
    for (const index of [RESET_POSITIONS, 13])
      expect(questionsChangeResetsAnalytics(before, before.toSpliced(index, 0, question('new')))).toBe(false);
  });

  it('resets when a question at positions 0-9 is removed, not one after them', () => {
    expect(questionsChangeResetsAnalytics(before, before.toSpliced(0, 1))).toBe(true);
    expect(questionsChangeResetsAnalytics(before, before.toSpliced(RESET_POSITIONS - 1, 1))).toBe(true);
    expect(questionsChangeResetsAnalytics(before, before.toSpliced(RESET_POSITIONS, 1))).toBe(false);
  });

  it('resets when any question text changes, wherever it stands', () => {
    expect(questionsChangeResetsAnalytics(before, before.with(12, question('q12', 'Новый текст')))).toBe(true);
    expect(questionsChangeResetsAnalytics(before, before.with(0, question('q0', 'Новый текст')))).toBe(true);
  });

  it('looks at the A/B variant too, except when the variant has just been made', () => {
    const ABTestObj = { questions: quizOf(3).map((q) => ({ ...q, type: 'radio' as const })) };
    const main = quizOf(3).map((q) => ({ ...q, type: 'radio' as const }));
    expect(saveResetsAnalytics({ questions: main }, { questions: main, ABTestObj })).toBe(false);
    const renamed = { questions: ABTestObj.questions.with(1, { ...ABTestObj.questions[1]!, question: 'Другой' }) };
    expect(saveResetsAnalytics({ questions: main, ABTestObj }, { questions: main, ABTestObj: renamed })).toBe(true);
    expect(saveResetsAnalytics({ questions: main, ABTestObj }, { questions: main, ABTestObj })).toBe(false);
  });
});
