// How the widget writes prices and dates (every price grouped in thousands, '4 500 ₽' like '45 000 ₽',
// issue 10; the clinic's currency symbol, ₽ by default).
import { displayThousands } from '../../shared/domain/prices';

export { dayLabel, slotLabel } from '../../shared/domain/day-labels';

const PRICE = /^(от\s*)?(\d[\d\s]*)$/i;

/** '25000' → '25 000 ₽', 'от 3500' → 'от 3 500 ₽', '' → ''. Text that is not a number is kept as it is. */
export function formatPrice(cost: string, symbol = '₽'): string {
  const trimmed = cost.trim();
  if (trimmed === '') return '';
  const match = PRICE.exec(trimmed);
  if (!match) return trimmed;
  return `${match[1] ? 'от ' : ''}${displayThousands(match[2]!.replace(/\s/g, ''))} ${symbol}`;
}

/** The DoctorService text of a lead: 'name, price' (docs/contract/widget-quiz-configurator.md §3), or the name alone when there is no price. */
export function serviceLabel(service: { name: string; cost: string }, symbol: string): string {
  const price = formatPrice(service.cost, symbol);
  return price ? `${service.name}, ${price}` : service.name;
}

const MONTHS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** '2025-03' → 'Март 2025'. */
export function monthTitle(month: string): string {
  const [year, index] = partsOf(month);
  const name = MONTHS[index - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}
