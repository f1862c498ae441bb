// The landing form's phone field: '+7' put in on focus, then the product's phone rule on every input.
import { formatTypedPhone } from '../../../../shared/phone';

export const LEAD_PHONE_PREFIX = '+7';

/**
 * The field's text after an input event (`before`: what it showed until then) → what it shows, never
 * less than the '+7' it starts with.
 */
export function leadPhoneInput(value: string, before: string): string {
  // Typed in front of the '+7' put there on focus (the caret can land at the start): a national digit.
  const typed = before === LEAD_PHONE_PREFIX && !value.startsWith(LEAD_PHONE_PREFIX) ? value.replace(LEAD_PHONE_PREFIX, '') : value;
  return formatTypedPhone(typed, 'ru') || LEAD_PHONE_PREFIX;
}
