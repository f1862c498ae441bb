// The clinic's staff (issue 29): invitations, people and their roles, the activity log. The same schemas
// check the cabinet's forms and the requests in the functions.
import * as z from 'zod/mini';
import './zod';
import { invitableRoles, staffRoles } from '../domain/staff/roles';
import { activityKinds } from '../domain/staff/activity';
import { inputObject } from './input';
import { emailField, nameField, passwordField, tokenAnswerSchema } from './user';

const roleField = z.enum(invitableRoles, { error: 'Выберите роль: администратор или маркетолог' });
const personIdField = z.string({ error: 'Укажите сотрудника' }).check(z.regex(/^[\w-]{8,64}$/, { error: 'Сотрудник указан неверно' }));
const inviteIdField = z.string({ error: 'Укажите приглашение' }).check(z.regex(/^[\w-]{8,64}$/, { error: 'Приглашение указано неверно' }));

/** POST /api/staff/invite: who to invite and as whom. */
export const staffInviteSchema = inputObject({ email: emailField, role: roleField });
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** PUT /api/staff: a person's new role, and for a marketer whether they see the leads' phones. */
export const staffChangeSchema = inputObject({
  personId: personIdField,
  role: roleField,
  phonesAllowed: z.boolean({ error: 'Доступ к телефонам: да или нет' }),
});
export type StaffChangeInput = z.infer<typeof staffChangeSchema>;

export const staffRemoveQuerySchema = z.object({ personId: personIdField });
export const invitationRevokeQuerySchema = z.object({ inviteId: inviteIdField });

/** POST /api/staff/accept: the invitation's code from the letter, and the invited person's name and password. */
export const invitationAcceptSchema = inputObject({
  code: z
    .string({ error: 'Откройте ссылку из письма целиком' })
    .check(z.minLength(20, { error: 'Ссылка из письма открыта не целиком' }), z.maxLength(100, { error: 'Ссылка из письма неверна' })),
  name: nameField,
  password: passwordField,
  proofPassword: z.string({ error: 'Повторите пароль' }),
}).check(z.refine((form) => form.password === form.proofPassword, { path: ['proofPassword'], error: 'Пароли не совпадают' }));
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;
export const invitationAcceptAnswerSchema = tokenAnswerSchema;

export const staffMemberSchema = z.strictObject({
  personId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  phonesAllowed: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const invitationViewSchema = z.strictObject({
  inviteId: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  createdAt: z.string(),
  /** Epoch seconds: after it the link opens nothing. */
  expiresAt: z.number(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** GET /api/staff: the owner first, then the staff, and the invitations not yet accepted. */
export const staffListSchema = z.strictObject({ people: z.array(staffMemberSchema), invitations: z.array(invitationViewSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /api/activity: a page of the log, newest first, optionally of one person and one kind of change. */
export const activityQuerySchema = z.object({
  person: z.optional(personIdField),
  kind: z.optional(z.enum(activityKinds, { error: 'Неизвестный вид изменений' })),
  cursor: z.optional(z.string().check(z.regex(/^[\w:.#-]{1,200}$/, { error: 'Неверная страница журнала' }))),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  personId: z.string(),
  personName: z.string(),
  kind: z.enum(activityKinds),
  action: z.enum(['created', 'changed', 'deleted']),
  subject: z.string(),
});
export type ActivityEntryView = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = z.strictObject({ entries: z.array(activityEntrySchema), cursor: z.nullable(z.string()) });
export type ActivityPage = z.infer<typeof activityPageSchema>;
