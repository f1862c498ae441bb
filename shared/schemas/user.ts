// Account calls: the same schemas check the forms in the browser and the requests in the functions.
import * as z from 'zod/mini';
import './zod';
import { editVersionSchema, versionViewSchema } from './edit-version';
import { inputObject } from './input';
import { formatTypedPhone, isCompleteRuPhone, isValidAccountPhone } from '../phone';
import { staffRoles } from '../domain/staff/roles';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const nameField = z
  .string({ error: 'Укажите имя' })
  .check(
    z.trim(),
    z.minLength(2, { error: 'Имя должно быть не короче 2 символов' }),
    z.maxLength(100, { error: 'Имя должно быть не длиннее 100 символов' }),
  );

export const emailField = z.pipe(
  z
    .string({ error: 'Укажите email' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: 'Укажите email' }), z.maxLength(254, { error: 'Email слишком длинный' })),
  z.email({ error: 'Email указан неверно' }),
);

/** +7 numbers are stored in the full mask; foreign numbers as typed (plain mode). */
export const phoneField = z
  .pipe(
    z
      .string({ error: 'Укажите телефон' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Укажите телефон' }),
        z.refine(isValidAccountPhone, { error: 'Телефон указан неверно: +7 XXX XXX-XX-XX или номер другой страны' }),
      ),
    // The typing rule of the form (a leading 8 is the trunk prefix), so the API keeps the number the form would.
    z.transform((value: string) => (value.startsWith('+7') || value.startsWith('8') ? formatTypedPhone(value) : value)),
  )
  .check(z.refine((value) => !value.startsWith('+7') || isCompleteRuPhone(value), { error: 'Телефон указан неверно' }));

export const passwordField = z
  .string({ error: 'Укажите пароль' })
  .check(
    z.minLength(PASSWORD_MIN, { error: `Пароль должен быть не короче ${PASSWORD_MIN} символов` }),
    z.maxLength(PASSWORD_MAX, { error: `Пароль должен быть не длиннее ${PASSWORD_MAX} символов` }),
  );

export const registrationSchema = inputObject({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  proofPassword: z.string({ error: 'Повторите пароль' }),
  utm: z.optional(z.string({ error: 'utm должен быть строкой' }).check(z.maxLength(2000, { error: 'utm слишком длинный' }))),
}).check(
  z.refine((form) => form.password === form.proofPassword, {
    path: ['proofPassword'],
    error: 'Пароли не совпадают',
  }),
);
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const authorizationSchema = inputObject({
  email: emailField,
  password: z.string({ error: 'Укажите пароль' }).check(z.minLength(1, { error: 'Укажите пароль' }), z.maxLength(PASSWORD_MAX)),
});
export type AuthorizationInput = z.infer<typeof authorizationSchema>;

/** The account's contact fields (the form checks them as the server does). */
export const profileFieldsSchema = inputObject(
  { name: nameField, email: emailField, phone: phoneField },
  'Передайте объект user с полями name, email, phone',
);

/**
 * PUT /api/user: the contact fields and the `version` of the profile the edit was based on (stale → 409).
 * `user.email` must be the stored one: the login e-mail changes through PUT /api/user/email, with the password.
 */
export const updateUserSchema = inputObject({ version: editVersionSchema, user: profileFieldsSchema });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Said at the password field of the e-mail change when it is left empty. */
export const CURRENT_PASSWORD_MISSING = 'Введите текущий пароль';

/**
 * PUT /api/user/email: the login e-mail changes only with the current password (a typo in the address
 * must not lock the clinic out, nor a session left open let someone take the account), based on `version`.
 */
export const changeEmailSchema = inputObject({
  version: editVersionSchema,
  email: emailField,
  password: z
    .string({ error: CURRENT_PASSWORD_MISSING })
    .check(z.minLength(1, { error: CURRENT_PASSWORD_MISSING }), z.maxLength(PASSWORD_MAX, { error: 'Неверный пароль' })),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = inputObject({
  passwordOld: z.string({ error: 'Укажите старый пароль' }).check(z.minLength(1, { error: 'Укажите старый пароль' })),
  passwordNew: passwordField,
}).check(
  z.refine((form) => form.passwordOld !== form.passwordNew, {
    path: ['passwordNew'],
    error: 'Новый пароль должен отличаться от старого',
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** What the API answers about the signed-in user; never the password hash. */
export const userViewSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  validUntil: z.nullable(z.number()),
  createdAt: z.string(),
  /** The profile's version: what the next PUT /api/user is based on. */
  version: versionViewSchema,
  /** The person's role in the clinic (issue 29): the cabinet shows only what it may use. */
  role: z.enum(staffRoles),
  /** A marketer sees the leads' phones only when the owner allowed it. */
  phonesAllowed: z.boolean(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** PUT /api/user answers the saved contact fields and their new version. */
export const profileAnswerSchema = z.strictObject({ name: z.string(), email: z.string(), phone: z.string(), version: versionViewSchema });
/** PUT /api/user/password answers the account id and a new token: the change ends every older session. */
export const passwordAnswerSchema = z.strictObject({ _id: z.string(), token: z.string() });
export type PasswordAnswer = z.infer<typeof passwordAnswerSchema>;

/** A sign-up answers the same for a new and a registered e-mail: what to do next, and no token. */
export const registrationAnswerSchema = z.strictObject({ messages: z.array(z.string()) });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The code from the confirmation letter's link. */
export const confirmRegistrationSchema = z.object({
  code: z
    .string({ error: 'Откройте ссылку из письма целиком' })
    .check(z.minLength(20, { error: 'Ссылка из письма открыта не целиком' }), z.maxLength(100, { error: 'Ссылка из письма неверна' })),
});
export type ConfirmRegistrationInput = z.infer<typeof confirmRegistrationSchema>;

export const tokenAnswerSchema = z.strictObject({ token: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** PUT /api/user/email answers where the confirmation letter went: the login moves once its link is opened. */
export const emailChangeAnswerSchema = z.strictObject({ sentTo: z.string(), messages: z.array(z.string()) });
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswerSchema>;

/**
 * A letter with a link, by what it is for: a sign-in past a locked login, a new password ('Забыли
 * пароль?'), or a pending sign-up's confirmation again (only with that sign-up's password).
 */
export const linkRequestSchema = z.discriminatedUnion(
  'purpose',
  [
    inputObject({ purpose: z.literal('sign-in'), email: emailField }),
    inputObject({ purpose: z.literal('password-reset'), email: emailField }),
    inputObject({ purpose: z.literal('sign-up'), email: emailField, password: authorizationSchema.shape.password }),
  ],
  { error: 'Укажите, какое письмо прислать: purpose — sign-in, password-reset или sign-up' },
);
export type LinkRequest = z.infer<typeof linkRequestSchema>;

/** The token of a mailed account link (in the page's fragment, sent in the body). */
export const linkTokenField = z
  .string({ error: 'Откройте ссылку из письма целиком' })
  .check(z.minLength(20, { error: 'Ссылка из письма открыта не целиком' }), z.maxLength(100, { error: 'Ссылка из письма неверна' }));

export const accountLinkSchema = inputObject({ token: linkTokenField });
export type AccountLinkInput = z.infer<typeof accountLinkSchema>;

/** The new password, twice, with the reset link's token. */
export const passwordResetSchema = inputObject({
  token: linkTokenField,
  password: passwordField,
  proofPassword: z.string({ error: 'Повторите пароль' }),
}).check(
  z.refine((form) => form.password === form.proofPassword, {
    path: ['proofPassword'],
    error: 'Пароли не совпадают',
  }),
);
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The login e-mail after its confirmation. */
export const loginEmailAnswerSchema = z.strictObject({ email: z.string() });
