// Calls of the clinic user's account: registration, login, profile, password.
import {
  authorizationSchema,
  changeEmailSchema,
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
import type { Endpoint } from './endpoint';

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
  errors: [401, 429],
  summary: 'Вход по email и паролю: отвечает токеном; после 5 неверных паролей подряд email закрыт на время (429), растущее с каждым разом',
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
  answer: profileAnswerSchema,
  errors: [401, 409, 429],
  summary:
    'Сменить email для входа: нужен текущий пароль (неверные пароли считаются вместе со входом и закрывают email на время, 429); на прежний адрес уходит уведомление',
} as const satisfies Endpoint;

export const userPassword = {
  method: 'PUT',
  path: '/api/user/password',
  access: 'user',
  body: changePasswordSchema,
  answer: passwordAnswerSchema,
  errors: [401, 409],
  summary: 'Сменить пароль (нужен старый пароль): прежние сессии заканчиваются, ответ несёт новый токен',
} as const satisfies Endpoint;
