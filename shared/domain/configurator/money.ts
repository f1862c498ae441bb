// Rubles as the configurator shows them (docs/contract/widget-quiz-configurator.md §4, §9): Russian thousands spacing, then ' ₽'.
import { groupThousands } from '../prices';

export function formatRubles(amount: number): string {
  return `${groupThousands(String(Math.round(amount)))} ₽`;
}
