// Russian typography for texts a patient reads (docs/contract/widget-quiz-configurator.md §2 public quiz): a non-breaking space
// after short prepositions and conjunctions (so 'в' never ends a line), between the groups of a number
// ('45 000') and before a currency sign ('4 500 ₽'). Only spaces change; the text stays the same otherwise.

const NBSP = '\u00a0';
const SHORT_WORDS = [
  'а',
  'без',
  'в',
  'во',
  'для',
  'до',
  'за',
  'и',
  'из',
  'или',
  'к',
  'ко',
  'на',
  'над',
  'не',
  'но',
  'о',
  'об',
  'от',
  'по',
  'под',
  'при',
  'про',
  'с',
  'со',
  'у',
  'через',
];
const AFTER_SHORT_WORD = new RegExp(`(^|[\\s(«"„])(${SHORT_WORDS.join('|')}) +(?=\\S)`, 'giu');
const BETWEEN_DIGIT_GROUPS = /(\d) (?=\d{3}(?!\d))/g;
const BEFORE_CURRENCY = /(\d) +(?=(?:₽|₸|\$|€|руб\.?|тг\.?)(?![\p{L}]))/gu;

export function typograph(text: string): string {
  return text
    .replace(AFTER_SHORT_WORD, (_match, before: string, word: string) => `${before}${word}${NBSP}`)
    .replace(BETWEEN_DIGIT_GROUPS, `$1${NBSP}`)
    .replace(BEFORE_CURRENCY, `$1${NBSP}`);
}
