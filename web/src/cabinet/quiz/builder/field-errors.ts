// The server's per-field messages of a refused save ('customUrl', 'textContactButton.pc', …), shown
// beside the fields: the 400 of the quiz schema and the 409 of a taken custom URL both carry them.
import { isApiErrorBody } from '../../../../../shared/api-error';
import { ApiError } from '../../../api/client';

export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !isApiErrorBody(error.body)) return {};
  return error.body.error.fields ?? {};
}
