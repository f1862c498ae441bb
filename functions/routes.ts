// THE route table: every API call, once. CDK makes one function per row, the local server serves
// the rows, `npm run openapi` documents them and the test sweep walks them.
// Adding a call = adding a row here + a handler file under functions/handlers/.
import { route, type RouteDefinition } from './http/route';
import { authorizationSchema, changePasswordSchema, registrationSchema, updateUserSchema } from '../shared/schemas/user';
import { landingLeadSchema } from '../shared/schemas/landing-lead';
import { errorReportSchema } from '../shared/schemas/error-report';

export const routes = {
  userRegistration: route({
    method: 'POST', path: '/api/user/registration', handler: 'functions/handlers/user/registration.ts',
    access: 'public', body: registrationSchema, rateLimit: 'auth',
    grants: { table: 'readWrite', secrets: ['signingKey'] },
    summary: 'Регистрация клиники: создаёт аккаунт и отвечает токеном', successStatus: 201,
  }),
  userAuthorization: route({
    method: 'POST', path: '/api/user/authorization', handler: 'functions/handlers/user/authorization.ts',
    access: 'public', body: authorizationSchema, rateLimit: 'auth',
    grants: { table: 'read', secrets: ['signingKey'] },
    summary: 'Вход по email и паролю: отвечает токеном',
  }),
  userGet: route({
    method: 'GET', path: '/api/user', handler: 'functions/handlers/user/get.ts',
    access: 'user', grants: { table: 'read', secrets: ['publicKeys'] },
    summary: 'Текущий пользователь',
  }),
  userUpdate: route({
    method: 'PUT', path: '/api/user', handler: 'functions/handlers/user/update.ts',
    access: 'user', body: updateUserSchema, grants: { table: 'readWrite', secrets: ['publicKeys'] },
    summary: 'Изменить имя, email и телефон',
  }),
  userPassword: route({
    method: 'PUT', path: '/api/user/password', handler: 'functions/handlers/user/password.ts',
    access: 'user', body: changePasswordSchema, grants: { table: 'readWrite', secrets: ['publicKeys'] },
    summary: 'Сменить пароль (нужен старый пароль)',
  }),
  landingLead: route({
    method: 'POST', path: '/api/mail', handler: 'functions/handlers/landing/lead.ts',
    access: 'public', body: landingLeadSchema, rateLimit: 'lead',
    grants: { table: 'readWrite', sendTo: ['landingMail'] },
    summary: 'Заявка с лендинга: сохраняется и уходит оператору письмом', successStatus: 201,
  }),
  errorReport: route({
    method: 'POST', path: '/api/errors', handler: 'functions/handlers/errors/report.ts',
    access: 'public', body: errorReportSchema, rateLimit: 'report',
    grants: { table: 'readWrite' },
    summary: 'Отчёт об ошибке в браузере', successStatus: 204,
  }),
} as const;

export type RouteId = keyof typeof routes;
export type RouteRow = RouteDefinition & { id: RouteId };
/** The rows as a list, typed loosely for the code that walks them (CDK, local server, sweep). */
export const routeList: RouteRow[] = Object.entries(routes).map(([id, definition]) => ({ id: id as RouteId, ...definition }));
