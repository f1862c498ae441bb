// The one shape every error answer of the API has, read by the web app to show messages.

export interface ApiErrorBody {
  error: {
    /** Stable, machine-readable: 'VALIDATION', 'EMAIL_TAKEN', 'UNAUTHORIZED', … */
    code: string;
    /** One Russian sentence for a person. */
    message: string;
    /** Per-field Russian messages, keyed by the field's path ('user.email'). */
    fields?: Record<string, string>;
    /** Every message as a list; the login and registration forms show these (docs/contract/cabinet.md §8). */
    messages: string[];
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/** The messages to show for a failed call, whatever came back. */
export function errorMessagesOf(value: unknown, fallback: string): string[] {
  if (!isApiErrorBody(value)) return [fallback];
  const { messages, message } = value.error;
  return Array.isArray(messages) && messages.length > 0 ? messages : [message];
}
