// Rows of the clinic user's account: registration, login, profile, password.
import { authorizationSchema, changePasswordSchema, registrationSchema, updateUserSchema } from '../../shared/schemas/user';
import { route } from '../http/route';

export const accountRoutes = {
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
};
