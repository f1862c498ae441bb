import type { Question } from '../../schemas/quiz';
import type { EstimateRules } from '../../schemas/quiz-estimate';
import { ESTIMATE_RULE_MESSAGES, estimateRulesProblems } from './estimate-rules';
import { estimateOf, estimateServices, formatMoney, describeLine, teethMarked } from './estimate';

const services = {
  Хирургия: [{ name: 'Имплантация под ключ', cost: 'от 45 000' }],
  Терапия: [
    { name: 'Консультация стоматолога', cost: '0' },
    { name: 'Профессиональная гигиена', cost: '6500' },
    { name: 'Без цены', cost: '' },
  ],
  Ортопедия: [{ name: 'Коронка из диоксида циркония', cost: '32 000' }],
};
const questions: Question[] = [
  {
    _uid: 'method',
    type: 'checkbox',
    question: 'Способ лечения',
    variants: [{ text: 'Коронки' }, { text: 'Гигиена, чистка' }, { text: 'Чистка' }],
  },
  { _uid: 'teeth', type: 'checkbox-dental', question: 'Отметьте зубы' },
];
const ref = (direction: string, name: string) => ({ direction, name });
const rules: EstimateRules = {
  choices: [
    { question: 'method', variant: 'Коронки', service: ref('Ортопедия', 'Коронка из диоксида циркония'), perTooth: true },
    { question: 'method', variant: 'Гигиена, чистка', service: ref('Терапия', 'Профессиональная гигиена') },
  ],
  teeth: [{ question: 'teeth', service: ref('Хирургия', 'Имплантация под ключ') }],
  extras: [ref('Терапия', 'Консультация стоматолога')],
};

describe('estimateOf (issue 27 §1)', () => {
  it('adds a picked choice, multiplies per-tooth services by the teeth marked, adds extras', () => {
    const answers = { 'Способ лечения': 'Коронки, Гигиена, чистка', 'Верхняя челюсть': '3, 4', 'Нижняя челюсть': '0' };
    const estimate = estimateOf(rules, questions, answers, services);
    expect(estimate.lines.map(describeLine)).toEqual([
      'Коронка из диоксида циркония × 3 — 96 000 ₽',
      'Профессиональная гигиена — 6 500 ₽',
      'Имплантация под ключ × 3 — от 135 000 ₽',
      'Консультация стоматолога — 0 ₽',
    ]);
    expect(estimate.total).toBe(96_000 + 6_500 + 135_000);
    expect(formatMoney(estimate.total, estimate.from)).toBe('от 237 500 ₽');
  });

  it('a whole jaw counts its 16 teeth; the consultation note counts none', () => {
    expect(teethMarked({ 'Верхняя челюсть': 'Вся', 'Нижняя челюсть': '1, нужна консультация' })).toBe(17);
    expect(teethMarked({ 'Верхняя челюсть': 'нужна консультация' })).toBe(0);
  });

  it('does not take a variant for a part of another one joined by commas', () => {
    const estimate = estimateOf(
      {
        ...rules,
        choices: [{ question: 'method', variant: 'Чистка', service: ref('Терапия', 'Профессиональная гигиена') }],
        teeth: [],
        extras: [],
      },
      questions,
      { 'Способ лечения': 'Гигиена, чистка' },
      services,
    );
    expect(estimate.lines).toEqual([]);
  });

  it('skips a service that is gone or has no price, and answers nothing without rules', () => {
    const gone = { choices: [], teeth: [], extras: [ref('Терапия', 'Удалена'), ref('Терапия', 'Без цены')] };
    expect(estimateOf(gone, questions, {}, services)).toEqual({ lines: [], total: 0, from: false });
    expect(estimateOf(undefined, questions, {}, services).lines).toEqual([]);
  });

  it('gives the page only the services its rules use', () => {
    expect(Object.keys(estimateServices(rules, services)).sort()).toEqual(['Ортопедия', 'Терапия', 'Хирургия']);
    expect(
      estimateServices(rules, services)
        .Терапия!.map((service) => service.name)
        .sort(),
    ).toEqual(['Консультация стоматолога', 'Профессиональная гигиена']);
  });
});

describe('estimateRulesProblems (checked on save)', () => {
  it('names a gone service, a gone variant and a per-tooth rule on a question without teeth', () => {
    const problems = estimateRulesProblems(
      {
        choices: [{ question: 'method', variant: 'Виниры', service: ref('Терапия', 'Удалена') }],
        teeth: [{ question: 'method', service: ref('Хирургия', 'Имплантация под ключ') }],
        extras: [],
      },
      questions,
      services,
    );
    expect(problems).toEqual({
      'estimate.choices.0.variant': ESTIMATE_RULE_MESSAGES.noVariant('Виниры'),
      'estimate.choices.0.service': ESTIMATE_RULE_MESSAGES.noService(ref('Терапия', 'Удалена')),
      'estimate.teeth.0.question': ESTIMATE_RULE_MESSAGES.notTeeth,
    });
    expect(estimateRulesProblems(rules, questions, services)).toEqual({});
  });

  it('lets a save keep a link the stored rules already had to a service deleted since, but not make a new one', () => {
    const gone = ref('Терапия', 'Удалена');
    const stored = { choices: [{ question: 'method', variant: 'Коронки', service: gone }], teeth: [], extras: [] };
    const next = { ...stored, extras: [ref('Хирургия', 'Ещё удалена')] };
    expect(estimateRulesProblems(stored, questions, services, stored)).toEqual({});
    expect(estimateRulesProblems(next, questions, services, stored)).toEqual({
      'estimate.extras.0': ESTIMATE_RULE_MESSAGES.noService(ref('Хирургия', 'Ещё удалена')),
    });
    // Without the stored rules (the builder showing the rule, a new quiz) the lost service is named.
    expect(estimateRulesProblems(stored, questions, services)).toEqual({
      'estimate.choices.0.service': ESTIMATE_RULE_MESSAGES.noService(gone),
    });
  });
});
