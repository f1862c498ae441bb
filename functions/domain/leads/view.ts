// A stored lead as the cabinet sees it: the spec's field names, no keys or delivery internals.
import { respelledStatusSend } from '../../../shared/domain/lead-status';
import { handlingOf } from '../../../shared/domain/lead-list/handling';
import type { LeadView } from '../../../shared/schemas/leads';
import type { LeadItem } from '../../store/leads';
import { quizAnswerRows } from './quiz-answers';

export function toLeadView(item: LeadItem): LeadView {
  const optional = <K extends keyof LeadItem>(name: K) => (item[name] !== undefined && item[name] !== '' ? { [name]: item[name] } : {});
  return {
    _id: item.id,
    kind: item.kind,
    createdAt: item.createdAt,
    ...optional('timezone'),
    ...optional('action'),
    ClientFullName: item.ClientFullName ?? '',
    ClientPhone: item.ClientPhone ?? '',
    ...optional('ClientEmail'),
    ...optional('DoctorName'),
    ...optional('DoctorService'),
    ...optional('doctorId'),
    ...optional('PlanStart'),
    ...optional('birthdate'),
    ...optional('comment'),
    URL: item.URL ?? '',
    Utm: item.Utm ?? '',
    deviceType: item.deviceType ?? 'не определено',
    ...optional('nowReturn'),
    ...optional('quizId'),
    ...optional('FormName'),
    ...(item.answers ? { answers: quizAnswerRows(item).map(([question, answer]) => ({ question, answer })) } : {}),
    ...optional('estimate'),
    ...optional('hiddenFields'),
    ...optional('consent'),
    ...optional('erasedAt'),
    ...optional('visitChange'),
    ...optional('reminders'),
    statusSend: respelledStatusSend(item.statusSend ?? {}),
    handling: handlingOf(item.handling),
  } as LeadView;
}
