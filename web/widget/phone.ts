// The widget's phone placeholders and birth-date mask (docs/contract/widget-quiz-configurator.md §5). The phone itself follows the
// product's one typing rule (shared/phone.ts formatTypedPhone), with the clinic's country.
import type { PhoneCountry } from '../../shared/phone';

export type { PhoneCountry };

export const PHONE_PLACEHOLDER: Record<PhoneCountry, string> = { ru: '+7 999 999-99-99', kz: '+7 754 322-12-12' };

/** The '00.00.0000' mask. */
export function formatBirthdate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
}
