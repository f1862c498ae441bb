// Calls of the clinic user's account: registration, login, profile, password.
import {
  accountLinkSchema,
  authorizationSchema,
  changeEmailSchema,
  emailChangeAnswerSchema,
  linkRequestSchema,
  loginEmailAnswerSchema,
  passwordResetSchema,
  changePasswordSchema,
  confirmRegistrationSchema,
  passwordAnswerSchema,
  profileAnswerSchema,
  registrationAnswerSchema,
  registrationSchema,
  tokenAnswerSchema,
  updateUserSchema,
  userViewSchema,
} from '../schemas/user';
import { type Endpoint, noContent } from './endpoint';

export const userRegistration = {
  method: 'POST',
  path: '/api/user/registration',
  access: 'public',
  body: registrationSchema,
  answer: registrationAnswerSchema,
  successStatus: 201,
  errors: [429],
  summary: 'Регистрация клиники: отправляет письмо для подтверждения; ответ одинаков для нового и занятого email',
} as const satisfies Endpoint;

export const userRegistrationConfirm = {
  method: 'POST',
  path: '/api/user/registration/confirm',
  access: 'public',
  body: confirmRegistrationSchema,
  answer: tokenAnswerSchema,
  successStatus: 201,
  errors: [409, 429],
  summary: 'Подтверждение регистрации кодом из письма: создаёт аккаунт и отвечает токеном',
} as const satisfies Endpoint;

export const userAuthorization = {
  method: 'POST',
  path: '/api/user/authorization',
  access: 'public',
  body: authorizationSchema,
  answer: tokenAnswerSchema,
  errors: [401, 403, 429],
  summary:
    'Вход по email и паролю: отвечает токеном. Попытка берётся до проверки пароля: 5 за 15 минут с одного адреса и 5 со всех адресов, ' +
    'с которых этот аккаунт не входил, затем вход закрыт на время (429), растущее с каждым разом; 403 — email регистрации ещё не подтверждён (только при верном пароле)',
} as const satisfies Endpoint;

export const userLink = {
  method: 'POST',
  path: '/api/user/link',
  access: 'public',
  body: linkRequestSchema,
  answer: registrationAnswerSchema,
  errors: [401, 429],
  summary:
    'Письмо со ссылкой: для входа (обход закрытого входа по паролю), для нового пароля («Забыли пароль?») — ответ одинаков для любого email, ' +
    'письма ограничены на email и на адрес; или письмо подтверждения регистрации ещё раз — только с паролем этой регистрации (попытка входа, 401)',
} as const satisfies Endpoint;

export const userLinkSignIn = {
  method: 'POST',
  path: '/api/user/link/sign-in',
  access: 'public',
  body: accountLinkSchema,
  answer: tokenAnswerSchema,
  summary: 'Вход по ссылке из письма (один раз, 30 минут): отвечает токеном и снимает блокировку входа с этого адреса',
} as const satisfies Endpoint;

export const userPasswordReset = {
  method: 'POST',
  path: '/api/user/password/reset',
  access: 'public',
  body: passwordResetSchema,
  answer: tokenAnswerSchema,
  errors: [409],
  summary: 'Новый пароль по ссылке из письма (один раз, 60 минут): все сессии и прежние ссылки заканчиваются, ответ несёт новый токен',
} as const satisfies Endpoint;

export const userLogout = {
  method: 'POST',
  path: '/api/user/logout',
  access: 'user',
  answer: noContent,
  successStatus: 204,
  errors: [401],
  summary: 'Выход: сессия этого токена заканчивается и на сервере (другие сессии продолжаются)',
} as const satisfies Endpoint;

export const userGet = {
  method: 'GET',
  path: '/api/user',
  access: 'user',
  answer: userViewSchema,
  errors: [401],
  summary: 'Текущий пользователь',
} as const satisfies Endpoint;

export const userUpdate = {
  method: 'PUT',
  path: '/api/user',
  access: 'user',
  body: updateUserSchema,
  answer: profileAnswerSchema,
  errors: [401, 409],
  summary: 'Изменить имя и телефон (email — только прежний: его меняет PUT /api/user/email с паролем)',
} as const satisfies Endpoint;

export const userEmail = {
  method: 'PUT',
  path: '/api/user/email',
  access: 'user',
  body: changeEmailSchema,
  answer: emailChangeAnswerSchema,
  errors: [401, 409, 429],
  summary:
    'Сменить email для входа: нужен текущий пароль (попытки считаются вместе со входом, 429); на новый адрес уходит письмо со ссылкой, ' +
    'email меняется, когда её откроют; ответ одинаков, занят адрес или свободен',
} as const satisfies Endpoint;

export const userEmailConfirm = {
  method: 'POST',
  path: '/api/user/email/confirm',
  access: 'public',
  body: accountLinkSchema,
  answer: loginEmailAnswerSchema,
  errors: [409],
  summary: 'Кнопка страницы из письма о смене email: переносит вход на новый адрес (один раз, 24 часа) и уведомляет прежний адрес',
} as const satisfies Endpoint;

export const userPassword = {
  method: 'PUT',
  path: '/api/user/password',
  access: 'user',
  body: changePasswordSchema,
  answer: passwordAnswerSchema,
  errors: [401, 409, 429],
  summary:
    'Сменить пароль (нужен старый пароль; попытки считаются вместе со входом, 429): прежние сессии заканчиваются, ответ несёт новый токен',
} as const satisfies Endpoint;
