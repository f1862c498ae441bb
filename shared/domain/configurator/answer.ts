// The request's answer text (docs/contract/widget-quiz-configurator.md §7): 'category: title___cost' per chosen option, then the total.
import { formatRubles } from './money';
import { type Selection, selectionTotal, summaryLines } from './rules';

export function answerLines(selection: Selection): string[] {
  return [
    ...summaryLines(selection).map((line) => `${line.category}: ${line.title}___${formatRubles(line.cost)}`),
    `Итого: ${formatRubles(selectionTotal(selection))}`,
  ];
}
