// 'Ваш расчёт' in money (issue 27 §1): the services the answers add, priced from the clinic's list
// ('Ваши услуги'). One function for the page (as the patient answers) and the server (on a lead, from
// the stored rules and current prices, never the browser's figure). Prices are whole roubles as typed
// ('от 45 000'); a price starting with 'от' makes its line and the total 'от …' (no upper bound is
// known, so no range is shown). A rule whose service is gone or has no price adds nothing.
// Kept free of schemas: the quiz page bundles it.
import type { Question } from '../../schemas/quiz';
import type { Estimate, EstimateLine, EstimateRules, ServiceRef } from '../../schemas/quiz-estimate';
import type { ServicesList } from '../../schemas/services';
import { displayThousands, priceAmount } from '../prices';
import { questionAnswerKey } from './answer-keys';
import { JAW_ANSWER_KEYS, JAWS, TEETH_PER_JAW, WHOLE_JAW_ANSWER } from './teeth';

export type { Estimate, EstimateLine } from '../../schemas/quiz-estimate';

/** The answer object as POST /api/quiz/send carries it: question text → answer, choices joined by ', '. */
type AnswerObject = Readonly<Record<string, string>>;

export const NO_ESTIMATE: Estimate = { lines: [], total: 0, from: false };

/** The services an estimate of `rules` may use: what the page is given of the clinic's list. */
export function estimateServices(rules: EstimateRules | undefined, services: ServicesList): ServicesList {
  const used: ServicesList = {};
  for (const ref of rulesServices(rules)) {
    const service = serviceOf(services, ref);
    if (service) used[ref.direction] = [...(used[ref.direction] ?? []).filter((other) => other.name !== ref.name), service];
  }
  return used;
}

export function estimateOf(
  rules: EstimateRules | undefined,
  questions: readonly Question[],
  answers: AnswerObject,
  services: ServicesList,
): Estimate {
  if (!rules) return NO_ESTIMATE;
  const byId = new Map(questions.map((question) => [question._uid, question]));
  const answerOf = (id: string) => {
    const question = byId.get(id);
    return question ? answers[questionAnswerKey(question.question)] : undefined;
  };
  const teeth = teethMarked(answers);
  const wanted: Array<[ServiceRef, number]> = [
    ...rules.choices
      .filter((rule) => isPicked(rule.variant, answerOf(rule.question)))
      .map((rule): [ServiceRef, number] => [rule.service, rule.perTooth ? teeth : 1]),
    // A tooth chart answers under the jaws' keys, not its own text: its rule needs only the question on the page.
    ...rules.teeth.filter((rule) => byId.has(rule.question)).map((rule): [ServiceRef, number] => [rule.service, teeth]),
    ...rules.extras.map((ref): [ServiceRef, number] => [ref, 1]),
  ];
  const lines = wanted.flatMap(([ref, quantity]) => {
    const line = lineOf(services, ref, quantity);
    return line ? [line] : [];
  });
  return totalOf(lines);
}

/** The total of lines as they were priced: a stored lead's lines give its stored total again. */
export function totalOf(lines: readonly EstimateLine[]): Estimate {
  return {
    lines: [...lines],
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    from: lines.some((line) => line.from),
  };
}

/** 'от 45 000 ₽' or '6 500 ₽'. */
export function formatMoney(amount: number, from: boolean): string {
  return `${from ? 'от ' : ''}${displayThousands(String(amount))} ₽`;
}

/** One line as the clinic reads it: 'Имплантация под ключ × 2 — от 90 000 ₽'. */
export function describeLine(line: EstimateLine): string {
  const times = line.quantity > 1 ? ` × ${line.quantity}` : '';
  return `${line.service}${times} — ${formatMoney(line.amount, line.from)}`;
}

/** The estimate as the clinic's mail and Telegram read it: the total, then a line per service. */
export function estimateText(estimate: Estimate): string {
  if (estimate.lines.length === 0) return '';
  return [formatMoney(estimate.total, estimate.from), ...estimate.lines.map((line) => `• ${describeLine(line)}`)].join('\n');
}

function lineOf(services: ServicesList, ref: ServiceRef, quantity: number): EstimateLine | null {
  const price = serviceOf(services, ref)?.cost ?? '';
  const unit = priceAmount(price);
  if (unit === null || quantity <= 0) return null;
  return { direction: ref.direction, service: ref.name, price, quantity, amount: unit * quantity, from: /^от/i.test(price.trim()) };
}

function serviceOf(services: ServicesList, ref: ServiceRef) {
  return Object.hasOwn(services, ref.direction) ? services[ref.direction]!.find((service) => service.name === ref.name) : undefined;
}

function rulesServices(rules: EstimateRules | undefined): ServiceRef[] {
  if (!rules) return [];
  return [...rules.choices.map((rule) => rule.service), ...rules.teeth.map((rule) => rule.service), ...rules.extras];
}

/** A variant is picked when the answer is it, or holds it between the ', ' that join several picks. */
function isPicked(variant: string, answer: string | undefined): boolean {
  return answer !== undefined && `, ${answer}, `.includes(`, ${variant}, `);
}

/** Teeth marked on the tooth chart: a whole jaw counts its 16; the consultation note counts none. */
export function teethMarked(answers: AnswerObject): number {
  return JAWS.reduce((sum, jaw) => {
    const parts = (answers[JAW_ANSWER_KEYS[jaw]] ?? '').split(',').map((part) => part.trim());
    if (parts.includes(WHOLE_JAW_ANSWER)) return sum + TEETH_PER_JAW;
    const teeth = new Set(parts.filter((part) => /^\d{1,2}$/.test(part) && Number(part) < TEETH_PER_JAW));
    return sum + teeth.size;
  }, 0);
}
