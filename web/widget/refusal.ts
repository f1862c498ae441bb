// Why a request cannot be sent, said at the field it concerns. The widget checks the draft with the
// server's own schema (shared/schemas/leads.ts), so the patient reads the same Russian message before
// sending that the server would answer; the server's answer (its field messages, its reason) and a
// missing network are turned into the same shape.
import { TICKET_ERRORS, ticketInputSchema, type TicketInput } from '../../shared/schemas/ticket';
import type { ContactField, SendError } from './model';

const CONTACT_FIELDS: readonly ContactField[] = ['ClientFullName', 'ClientPhone', 'ClientEmail', 'birthdate', 'comment'];

/** The button's text after an unknown outcome: the next send is a check of the earlier one (api.ts submissionKeys). */
export const CHECK_AND_SEND = 'Проверить и отправить';
/** No answer came: said truthfully that the request may have been stored, and that trying again cannot make a second one. */
export const OFFLINE_MESSAGE =
  'Нет связи с интернетом — мы не знаем, дошла ли заявка. Данные сохранены: проверьте подключение и нажмите «Проверить и отправить», второй заявки не будет.';
/** The server failed three times; its own text is never shown. */
export const SERVER_FAILED_MESSAGE =
  'Сервер записи не ответил — мы не знаем, дошла ли заявка. Данные сохранены: нажмите «Проверить и отправить» через минуту (второй заявки не будет) или позвоните в клинику.';
/** Said while the widget tries again on its own. */
export const retryingMessage = (attempt: number, attempts: number) =>
  `Сервер не ответил, пробуем ещё раз (попытка ${attempt} из ${attempts})…`;
/** Someone booked the time a moment earlier. */
export const SLOT_TAKEN_MESSAGE = 'Это время только что заняли. Выберите, пожалуйста, другое — список обновлён.';

/**
 * What the calendar says after the server refused the chosen time: its reason when the time is no longer
 * bookable for another cause (the service does not fit there any more, the doctor's day was closed), else
 * that someone was faster. The list is reloaded either way.
 */
export function slotRefusalNotice(answer: { code: string; message?: string }): string {
  if (answer.code !== TICKET_ERRORS.SLOT_UNAVAILABLE || !answer.message) return SLOT_TAKEN_MESSAGE;
  return `${answer.message.replace(/\.$/, '')} — список обновлён.`;
}

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
