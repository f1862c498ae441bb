// Calls of the clinic user's account: registration, login, profile, password.
import {
  authorizationSchema,
  changePasswordSchema,
  passwordAnswerSchema,
  profileAnswerSchema,
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
  answer: tokenAnswerSchema,
  successStatus: 201,
  errors: [409, 429],
  summary: 'Регистрация клиники: создаёт аккаунт и отвечает токеном',
} as const satisfies Endpoint;

export const userAuthorization = {
  method: 'POST',
  path: '/api/user/authorization',
  access: 'public',
  body: authorizationSchema,
  answer: tokenAnswerSchema,
  errors: [401, 429],
  summary: 'Вход по email и паролю: отвечает токеном',
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
  summary: 'Изменить имя, email и телефон',
} as const satisfies Endpoint;

export const userPassword = {
  method: 'PUT',
  path: '/api/user/password',
  access: 'user',
  body: changePasswordSchema,
  answer: passwordAnswerSchema,
  errors: [401],
  summary: 'Сменить пароль (нужен старый пароль)',
} as const satisfies Endpoint;
