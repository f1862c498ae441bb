// Service prices (docs/contract/cabinet.md §3, §5): text that may start with 'от ' (from), then digits grouped in
// thousands with spaces once the number is longer than 4 digits. One formatter serves the price input
// (on every change) and the server (on save), so both sides always agree.

export const PRICE_MAX_DIGITS = 12;
const GROUPING_THRESHOLD = 4;

/** '15000' → '15 000'; '1500' stays '1500' (grouped only when longer than 4 digits). */
export function groupThousands(digits: string): string {
  if (digits.length <= GROUPING_THRESHOLD) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** How a price is shown to a patient: every number grouped, so '4 500' stands next to '45 000'. */
export function displayThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

export const PRICE_MESSAGES = {
  negative: 'Цена не может быть отрицательной',
  fraction: 'Цена — целое число, без копеек',
  text: 'Цена — только число, например 1500 или «от 15 000»',
  long: `Цена — не больше ${PRICE_MAX_DIGITS} цифр`,
} as const;

/** Trimmed: digits and spaces, after an optional 'от' (a half-typed 'о' too). */
const PRICE_TEXT = /^(?:(о)(т)?)?([\d\s]*)$/i;
/** Longer than any price: refused before any pattern looks at it. */
const PRICE_TEXT_MAX = 40;

/**
 * Why a typed price cannot be kept, or null. A minus, a decimal point or comma, letters or a currency
 * sign would change the number if they were dropped ('12.50' is not 1250, '15k' is not 15), so they are
 * refused with a message at the field rather than filtered out.
 */
export function priceProblem(value: string): string | null {
  if (value.length > PRICE_TEXT_MAX) return PRICE_MESSAGES.long;
  if (isNegativePrice(value)) return PRICE_MESSAGES.negative;
  if (/\d\s*[.,]\s*\d/.test(value)) return PRICE_MESSAGES.fraction;
  const match = PRICE_TEXT.exec(value.trim());
  if (!match) return PRICE_MESSAGES.text;
  return match[3]!.replace(/\D/g, '').replace(/^0+(?=\d)/, '').length > PRICE_MAX_DIGITS ? PRICE_MESSAGES.long : null;
}

/**
 * The price input on every change: a price it can keep is regrouped and trimmed ('от' in front in
 * lower case, leading zeros gone); anything else stays as typed, for priceProblem to explain.
 */
export function formatPriceInput(typed: string): string {
  const match = priceProblem(typed) === null ? PRICE_TEXT.exec(typed.trim()) : null;
  if (!match) return typed;
  const digits = match[3]!.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const head = match[1] ? (match[2] ? 'от' : 'о') : '';
  return [head, groupThousands(digits)].filter(Boolean).join(' ').trim();
}

/** The stored form: as the input formats it, but a lone 'о' or 'от' without a number means no price. */
export function normalizePrice(value: string): string {
  const formatted = formatPriceInput(value);
  return /\d/.test(formatted) ? formatted : '';
}

/** A minus before the number: dropping it would store a positive price. */
export function isNegativePrice(value: string): boolean {
  return /^\s*(?:от\s*)?[-−–—]\s*\d/i.test(value);
}

/** The number a price starts from (for sorting or sums), or null when there is none. */
export function priceAmount(price: string): number | null {
  const digits = price.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

const SERVICE_LINE = /^(.*?\S)\s*(?:,|\s[-–—])\s*((?:от\s*)?\d[\d\s]*)\s*(?:₽|₸|\$|€|руб\.?|р\.?|тг\.?|тенге)?\s*$/i;

/**
 * Reads 'name, price' and 'name - price' (docs/contract/cabinet.md §3), e.g. 'Чистка, 3500' or 'Имплант - от 25000 ₽'.
 * Answers null when the text carries no trailing price.
 */
export function parseServiceLine(line: string): { name: string; cost: string } | null {
  const match = SERVICE_LINE.exec(line.trim());
  if (!match) return null;
  const cost = normalizePrice(match[2]!.replace(/^от/i, 'от '));
  if (cost === '') return null;
  return { name: match[1]!.trim(), cost };
}
