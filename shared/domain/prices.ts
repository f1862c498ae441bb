// Service prices (spec cabinet §3, §5): text that may start with 'от ' (from), then digits grouped in
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

/**
 * The price input's filter: keeps digits, spaces and the letters О/Т of a leading 'от' (either case),
 * drops everything else, regroups the digits and trims. A half-typed 'о' is kept so the user can
 * finish typing 'от'.
 */
export function formatPriceInput(typed: string): string {
  const allowed = typed.replace(/[^0-9 ОТот]/g, '');
  const prefix = /^\s*([оО])([тТ])?/.exec(allowed);
  const rest = prefix ? allowed.slice(prefix[0].length) : allowed;
  const digits = rest
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, PRICE_MAX_DIGITS);
  const head = prefix ? (prefix[2] ? 'от' : 'о') : '';
  return [head, groupThousands(digits)].filter(Boolean).join(' ').trim();
}

/** The stored form: as the input formats it, but a lone 'о' or 'от' without a number means no price. */
export function normalizePrice(value: string): string {
  const formatted = formatPriceInput(value);
  return /\d/.test(formatted) ? formatted : '';
}

/** A minus before the number: the filter above would silently drop it and store a positive price. */
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
 * Reads 'name, price' and 'name - price' (spec §3), e.g. 'Чистка, 3500' or 'Имплант - от 25000 ₽'.
 * Answers null when the text carries no trailing price.
 */
export function parseServiceLine(line: string): { name: string; cost: string } | null {
  const match = SERVICE_LINE.exec(line.trim());
  if (!match) return null;
  const cost = normalizePrice(match[2]!.replace(/^от/i, 'от '));
  if (cost === '') return null;
  return { name: match[1]!.trim(), cost };
}
