// The "+7 XXX XXX-XX-XX" mask for react-imask (spec cabinet §2, §5): at most 16 characters,
// "+7" forced in front, a leading 8 becomes +7, and a pasted or autofilled number in any common
// spelling (+7…, 8…, 7… with 11 digits, bare 10 digits) lands in the right slots.
import type { Masked } from 'imask';
import { formatRuPhone } from '../../../shared/phone';

export const RU_PHONE_MASK = '+{7} 000 000-00-00';
export const RU_PHONE_PLACEHOLDER = '+7 000 000-00-00';
export const RU_PHONE_PREFIX = '+7';

/**
 * imask `prepare`: rewrites what is being inserted, given the masked value before the insertion
 * point. Only the very start of the national part is special; everything else passes through.
 */
export function prepareRuPhoneChunk(chunk: string, masked: Pick<Masked, 'value'>): string {
  const before = masked.value;
  const codeTyped = before.startsWith(RU_PHONE_PREFIX);
  const nationalBefore = codeTyped ? before.slice(RU_PHONE_PREFIX.length).replace(/\D/g, '') : '';
  if (nationalBefore !== '') return chunk;
  if (chunk.length > 1) {
    // A whole number at once: let the shared rules find the national digits.
    const national = formatRuPhone(chunk).slice(RU_PHONE_PREFIX.length).replace(/\D/g, '');
    return codeTyped ? national : RU_PHONE_PREFIX + national;
  }
  if (chunk === '8') return codeTyped ? '' : RU_PHONE_PREFIX;
  return chunk;
}
