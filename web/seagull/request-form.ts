// The request form's check (spec §5): e-mail always, the phone in 'Оформить' mode only; it stops at
// the first failure, which the form flashes. The rules are the ones POST /api/seagull/mail applies.
import { isEmailAddress } from '../../shared/email';
import { formatTypedPhone, isCompleteRuPhone } from '../../shared/phone';
import type { SeagullMode } from '../../shared/schemas/seagull';

export interface RequestFields {
  name: string;
  email: string;
  phone: string;
}

export type RequestField = keyof RequestFields;

/** The fields each mode shows, in the form's order. */
export const FIELDS_OF: Readonly<Record<SeagullMode, readonly RequestField[]>> = {
  order: ['name', 'email', 'phone'],
  save: ['email'],
};

export function firstInvalidField(mode: SeagullMode, fields: RequestFields): RequestField | undefined {
  if (!isEmailAddress(fields.email)) return 'email';
  if (mode === 'order' && !isCompleteRuPhone(fields.phone)) return 'phone';
  return undefined;
}

/** The phone field's text after a keystroke → what it shows: the product's phone rule. */
export const requestPhoneInput = (typed: string) => formatTypedPhone(typed, 'ru');
