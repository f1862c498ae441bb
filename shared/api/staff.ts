// Calls of the clinic's staff (issue 29): the owner invites people, changes their roles, removes them and
// reads the activity log; an invited person accepts by the link in the letter.
import {
  activityPageSchema,
  activityQuerySchema,
  invitationAcceptAnswerSchema,
  invitationAcceptSchema,
  invitationRevokeQuerySchema,
  invitationViewSchema,
  staffChangeSchema,
  staffInviteSchema,
  staffListSchema,
  staffMemberSchema,
  staffRemoveQuerySchema,
} from '../schemas/staff';
import { type Endpoint, noContent } from './endpoint';

export const staffList = {
  method: 'GET',
  path: '/api/staff',
  access: 'user',
  answer: staffListSchema,
  errors: [401, 403],
  summary: 'Сотрудники клиники (владелец, администраторы, маркетологи) и приглашения, которые ещё не приняты',
} as const satisfies Endpoint;

export const staffInvite = {
  method: 'POST',
  path: '/api/staff/invite',
  access: 'user',
  body: staffInviteSchema,
  answer: invitationViewSchema,
  successStatus: 201,
  errors: [401, 403, 409, 429],
  summary:
    'Пригласить сотрудника по email (администратор или маркетолог): письмо со ссылкой на 72 часа, один раз; ' +
    'не больше 10 приглашений в сутки на клинику и 3 на один адрес, не больше 20 сотрудников и приглашений',
} as const satisfies Endpoint;

export const staffUpdate = {
  method: 'PUT',
  path: '/api/staff',
  access: 'user',
  body: staffChangeSchema,
  answer: staffMemberSchema,
  errors: [401, 403, 404],
  summary: 'Сменить роль сотрудника и доступ маркетолога к телефонам пациентов (действует с его следующего запроса)',
} as const satisfies Endpoint;

export const staffRemove = {
  method: 'DELETE',
  path: '/api/staff',
  access: 'user',
  query: staffRemoveQuerySchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 403, 404],
  summary: 'Удалить сотрудника: его аккаунт и все его сессии заканчиваются сразу, данные клиники остаются',
} as const satisfies Endpoint;

export const invitationRevoke = {
  method: 'DELETE',
  path: '/api/staff/invite',
  access: 'user',
  query: invitationRevokeQuerySchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 403, 404],
  summary: 'Отозвать приглашение: ссылка из письма больше ничего не открывает',
} as const satisfies Endpoint;

export const invitationAccept = {
  method: 'POST',
  path: '/api/staff/accept',
  access: 'public',
  body: invitationAcceptSchema,
  answer: invitationAcceptAnswerSchema,
  successStatus: 201,
  errors: [409, 429],
  summary: 'Принять приглашение кодом из письма: имя и пароль сотрудника; создаёт его аккаунт в клинике и отвечает токеном',
} as const satisfies Endpoint;

export const activityList = {
  method: 'GET',
  path: '/api/activity',
  access: 'user',
  query: activityQuerySchema,
  answer: activityPageSchema,
  errors: [401, 403],
  summary: 'Журнал действий клиники за год, новые сверху, постранично (cursor); фильтры: сотрудник (person), вид изменений (kind)',
} as const satisfies Endpoint;
