// The request form's fields and its check (docs/contract/widget-quiz-configurator.md §5): the rule POST /api/seagull/mail applies
// (shared/domain/configurator/request.ts), so the form says at the field what the server would refuse.
import { requestProblem, type RequestField, type RequestMode } from '../../shared/domain/configurator/request';
import { formatTypedPhone } from '../../shared/phone';

export type { RequestField };

export interface RequestFields {
  name: string;
  email: string;
  phone: string;
}

/** The fields each mode shows, in the form's order. */
export const FIELDS_OF: Readonly<Record<RequestMode, readonly RequestField[]>> = {
  order: ['name', 'email', 'phone'],
  save: ['email'],
};

/** The first field to fix and why, or null when the request can be sent. */
export const firstRefusal = (mode: RequestMode, fields: RequestFields) => requestProblem(mode, fields);

/** The phone field's text after a keystroke → what it shows: the product's phone rule. */
export const requestPhoneInput = (typed: string) => formatTypedPhone(typed, 'ru');
