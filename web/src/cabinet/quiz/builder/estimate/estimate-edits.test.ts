import type { QuizFields } from '../../../../../../shared/schemas/quiz';
import {
  choiceRuleIndex,
  serviceOfValue,
  serviceValue,
  withChoiceService,
  withEachStep,
  withExtra,
  withPerTooth,
  withTeethService,
} from './estimate-edits';

const quiz = { name: 'Квиз' } as QuizFields;
const implant = { direction: 'Хирургия, имплантация', name: 'Имплант "Straumann"' };

describe('estimate rule edits', () => {
  it('links a variant to a service, relinks it, marks it per tooth, and unlinks it', () => {
    const linked = withChoiceService(quiz, 'q1', 'Имплантация', implant);
    expect(linked.estimate!.choices).toEqual([{ question: 'q1', variant: 'Имплантация', service: implant }]);
    const perTooth = withPerTooth(linked, 'q1', 'Имплантация', true);
    const relinked = withChoiceService(perTooth, 'q1', 'Имплантация', { direction: 'Т', name: 'Другая' });
    expect(relinked.estimate!.choices).toEqual([
      { question: 'q1', variant: 'Имплантация', service: { direction: 'Т', name: 'Другая' }, perTooth: true },
    ]);
    expect(choiceRuleIndex(relinked, 'q1', 'Имплантация')).toBe(0);
    expect(withChoiceService(relinked, 'q1', 'Имплантация', null).estimate!.choices).toEqual([]);
  });

  it('links one per-tooth service to a tooth chart, and the estimate on each step', () => {
    const linked = withTeethService(withTeethService(quiz, 't', implant), 't', { direction: 'Т', name: 'Пломба' });
    expect(linked.estimate!.teeth).toEqual([{ question: 't', service: { direction: 'Т', name: 'Пломба' } }]);
    expect(withTeethService(linked, 't', null).estimate!.teeth).toEqual([]);
    expect(withEachStep(linked, true).estimate!.eachStep).toBe(true);
  });

  it('keeps any characters of a service in a select value', () => {
    expect(serviceOfValue(serviceValue(implant))).toEqual(implant);
    expect(serviceOfValue(serviceValue(undefined))).toBeNull();
  });

  it('adds, replaces and removes a service every estimate adds', () => {
    const consultation = { direction: 'Т', name: 'Консультация' };
    const added = withExtra(withExtra(quiz, 0, consultation), 1, implant);
    expect(added.estimate!.extras).toEqual([consultation, implant]);
    expect(withExtra(added, 0, implant).estimate!.extras).toEqual([implant, implant]);
    expect(withExtra(added, 0, null).estimate!.extras).toEqual([implant]);
  });
});
