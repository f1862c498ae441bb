// The estimate's arithmetic on any rules, answers and prices: the total is the sum of its lines, and a
// price change in 'Ваши услуги' changes only estimates made after it (a lead keeps its lines as priced).
import fc from 'fast-check';
import type { Question } from '../../schemas/quiz';
import type { EstimateRules } from '../../schemas/quiz-estimate';
import type { ServicesList } from '../../schemas/services';
import { estimateOf, totalOf } from './estimate';

const NAMES = ['А', 'Б', 'В', 'Г'];
const VARIANTS = ['да', 'нет', 'может быть'];
const questions: Question[] = [
  { _uid: 'q', type: 'checkbox', question: 'Вопрос', variants: VARIANTS.map((text) => ({ text })) },
  { _uid: 't', type: 'checkbox-dental', question: 'Зубы' },
];
const price = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 999_999_999_999n }))
  .map(([from, amount]) => `${from ? 'от ' : ''}${amount}`);
const servicesList = fc
  .tuple(...NAMES.map(() => price))
  .map((prices): ServicesList => ({ Д: NAMES.map((name, index) => ({ name, cost: prices[index]! })) }));
const ref = fc.constantFrom(...NAMES).map((name) => ({ direction: 'Д', name }));
const rules = fc.record({
  choices: fc.array(
    fc.record({ question: fc.constant('q'), variant: fc.constantFrom(...VARIANTS), service: ref, perTooth: fc.boolean() }),
    { maxLength: 6 },
  ),
  teeth: fc.array(fc.record({ question: fc.constant('t'), service: ref }), { maxLength: 2 }),
  extras: fc.array(ref, { maxLength: 3 }),
}) as fc.Arbitrary<EstimateRules>;
const jaw = fc.oneof(
  fc.constant('Вся'),
  fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { maxLength: 16 }).map((teeth) => teeth.join(', ')),
);
const answers = fc.record({
  Вопрос: fc.subarray(VARIANTS).map((picked) => picked.join(', ')),
  'Верхняя челюсть': jaw,
  'Нижняя челюсть': jaw,
});

describe('estimateOf properties', () => {
  it('the total equals the sum of its lines, each line its price times its quantity, exactly', () => {
    fc.assert(
      fc.property(rules, answers, servicesList, (rules, answers, services) => {
        const estimate = estimateOf(rules, questions, answers, services);
        expect(estimate.total).toBe(estimate.lines.reduce((sum, line) => sum + line.amount, 0));
        expect(Number.isSafeInteger(estimate.total)).toBe(true);
        for (const line of estimate.lines) expect(BigInt(line.amount)).toBe(BigInt(line.price.replace(/\D/g, '')) * BigInt(line.quantity));
        expect(estimate.from).toBe(estimate.lines.some((line) => line.price.startsWith('от')));
      }),
    );
  });

  it('a price change changes new estimates only: a stored estimate keeps its lines and its total', () => {
    fc.assert(
      fc.property(rules, answers, servicesList, servicesList, (rules, answers, before, after) => {
        const stored = structuredClone(estimateOf(rules, questions, answers, before));
        const later = estimateOf(rules, questions, answers, after);
        expect(totalOf(stored.lines)).toEqual(stored);
        expect(later.lines.map((line) => [line.service, line.quantity])).toEqual(stored.lines.map((line) => [line.service, line.quantity]));
        later.lines.forEach((line, index) => {
          const unchanged =
            after.Д!.find((service) => service.name === line.service)!.cost ===
            before.Д!.find((service) => service.name === line.service)!.cost;
          if (unchanged) expect(line).toEqual(stored.lines[index]);
        });
      }),
    );
  });
});
