// Why a request cannot be sent, said at the field it concerns. The widget checks the draft with the
// server's own schema (shared/schemas/leads.ts), so the patient reads the same Russian message before
// sending that the server would answer; the server's answer (its field messages, its reason) and a
// missing network are turned into the same shape.
import { ticketInputSchema, type TicketInput } from '../../shared/schemas/leads';
import type { ContactField, SendError } from './model';

const CONTACT_FIELDS: readonly ContactField[] = ['ClientFullName', 'ClientPhone', 'birthdate', 'comment'];

export const OFFLINE_MESSAGE = 'Нет связи с интернетом. Введённые данные сохранены — проверьте подключение и отправьте ещё раз.';
export const UNKNOWN_REFUSAL = 'Не удалось отправить заявку. Попробуйте ещё раз или позвоните в клинику.';

const contactField = (path: unknown): ContactField | undefined =>
  CONTACT_FIELDS.find((field) => field === path || (typeof path === 'string' && path.startsWith(`${field}.`)));

/** The first problem of the draft, a contact field's before any other; null when the server would accept it. */
export function draftRefusal(ticket: TicketInput): SendError | null {
  const result = ticketInputSchema.safeParse(ticket);
  if (result.success) return null;
  const issues = result.error.issues;
  const atField = issues.find((issue) => contactField(issue.path[0]));
  const issue = atField ?? issues[0]!;
  return { field: contactField(issue.path[0]), message: issue.message };
}

/** The server's refusal: its message for a contact field when it names one, else its reason. */
export function answerRefusal(answer: { message?: string; fields?: Record<string, string> }): SendError {
  for (const [path, message] of Object.entries(answer.fields ?? {})) {
    const field = contactField(path);
    if (field) return { field, message };
  }
  return { message: answer.message || UNKNOWN_REFUSAL };
}
