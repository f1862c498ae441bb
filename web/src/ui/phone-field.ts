// The '+7' phone field of the cabinet and the auth pages (RuPhoneField.tsx): '+7' appears on focus, and
// every keystroke or paste goes through the product's phone rule (shared/phone.ts formatTypedPhone).
import { formatTypedPhone } from '../../../shared/phone';

export const RU_PHONE_PLACEHOLDER = '+7 000 000-00-00';
export const RU_PHONE_PREFIX = '+7';

/** The field's text after an input event → what it shows. */
export const ruPhoneFieldInput = (typed: string) => formatTypedPhone(typed, 'ru');

/** A stored account phone that is not a +7 number: the field opens in its plain mode for foreign numbers. */
export const isForeignPhone = (stored: string) => stored.trim() !== '' && !stored.trim().startsWith('+7');
