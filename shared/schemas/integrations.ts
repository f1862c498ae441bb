// Integrations of a clinic (docs/contract/cabinet.md §3 "Integrations", §7): GET /api/integration answers an
// IntegrationsView (every kind, each a list of entries), PUT /api/integration takes a map of kind →
// entries (kinds not named stay as they are) and answers the refreshed view, DELETE
// /api/integration?integration={kind}&id={id} removes one entry and answers the refreshed view.
// Normalisation and the completeness rule are in shared/domain/integrations.ts (both sides use them).
import * as z from 'zod/mini';
import './zod';
import { editVersionSchema, versionViewSchema } from './edit-version';
import { inputObject, withinKb } from './input';
import { numberOrText } from '../integrations/entry-fields';
import type { IntegrationShared } from '../integrations/integration';
import { INTEGRATION_KINDS, type IntegrationKind, mapKinds } from '../integrations/kinds';
import { integrations } from '../integrations/registry';

export { INTEGRATION_KINDS, type IntegrationCategory, type IntegrationKind } from '../integrations/kinds';
export { IDENT_KEY_ALPHABET, IDENT_KEY_LENGTH } from '../integrations/ident';

/** The text the old service stored for "no integration"; read as an empty list. */
export const NO_INTEGRATION_KEY_TEXT = 'нет ключа интеграции';

/** Each kind's entry schema (shared/integrations/<kind>.ts). */
export const integrationEntrySchemas = mapKinds((kind) => integrations[kind].entrySchema) as {
  [K in IntegrationKind]: (typeof integrations)[K]['entrySchema'];
};

type EntryInput<K extends IntegrationKind> = z.output<(typeof integrations)[K]['entrySchema']>;
export type IdentEntry = EntryInput<'ident'>;
export type MacDentEntry = EntryInput<'macDent'>;
export type DentalProEntry = EntryInput<'dentalPro'>;
export type EmailEntry = EntryInput<'email'>;
export type TelegramEntry = EntryInput<'telegram'>;
export type WebSiteEntry = EntryInput<'webSite'>;
export type AmoCrmEntry = EntryInput<'amoCrm'>;
export type MetricEntry = EntryInput<'metric'>;
export type GoogleEntry = EntryInput<'google'>;
export type ExternalLinkEntry = EntryInput<'externalLink'>;

export type IntegrationEntry<K extends IntegrationKind> = EntryInput<K> & {
  _id: string;
  active: boolean;
  /** E-mail and Telegram only: the owner proved it (see provenEntryView). */
  confirmed?: boolean;
};
/** GET/PUT/DELETE /api/integration answer: every kind, each a list (empty when none). */
export type IntegrationsView = { [K in IntegrationKind]: Array<IntegrationEntry<K>> };
// Generic over the shape (not over ZodObject itself), so each kind's answer keeps its own field types.
const entryView = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodMiniObject<Shape, Config>) =>
  z.array(z.extend(schema, { _id: z.string(), active: z.boolean() }));
/**
 * E-mail and Telegram entries also say whether their owner proved them (`confirmed`, set only by the
 * server: an address by its confirmation link, a group by the one-time code arriving in it). Leads and
 * test messages go only to confirmed ones; whatever a client sends as `confirmed` is ignored.
 */
const provenEntryView = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodMiniObject<Shape, Config>) =>
  z.array(z.extend(schema, { _id: z.string(), active: z.boolean(), confirmed: z.optional(z.boolean()) }));
type EntrySchemaOf<K extends IntegrationKind> = (typeof integrations)[K]['entrySchema'];
type EntryViewSchema<K extends IntegrationKind> =
  EntrySchemaOf<K> extends z.ZodMiniObject<infer Shape, infer Config>
    ? (typeof integrations)[K] extends { proof: object }
      ? ReturnType<typeof provenEntryView<Shape, Config>>
      : ReturnType<typeof entryView<Shape, Config>>
    : never;
export const integrationsViewSchema = z.strictObject(
  mapKinds((kind) => {
    const { entrySchema, proof } = integrations[kind] as IntegrationShared;
    return proof ? provenEntryView(entrySchema) : entryView(entrySchema);
  }) as { [K in IntegrationKind]: EntryViewSchema<K> },
);

/**
 * The last sync of one MIS entry (DentalPRO, MacDent: the scheduled pull; IDENT: its push), as its card
 * shows it (shared/domain/mis-sync.ts). Times are ISO (UTC), shown in the clinic's zone `timeZone`.
 */
export const misSyncStateSchema = z.strictObject({
  /** The last sync that succeeded. */
  syncedAt: z.optional(z.string()),
  /** Set when the last sync failed: when, and what failed and what to do, in Russian. */
  failedAt: z.optional(z.string()),
  error: z.optional(z.string()),
  timeZone: z.string(),
});
export type MisSyncState = z.infer<typeof misSyncStateSchema>;

/** The last lead sent to an entry: when, whether the service took it, and what it said when it did not. */
export const entryDeliverySchema = z.strictObject({
  at: z.string(),
  /**
   * The channel works: the lead arrived, or the service answered about this lead alone (an MIS whose time
   * was taken meanwhile), `text` then saying what. False: the channel itself failed (access, address, group, outage).
   */
  ok: z.boolean(),
  text: z.optional(z.string()),
  /** E-mail and Telegram: the address or group it went to (an entry edited since says nothing of the old one). */
  destination: z.optional(z.string()),
  /** Not a lead: an access check or a test message (a reconnect, 'Проверить доступ', 'Отправить тестовое сообщение'). */
  check: z.optional(z.boolean()),
});
export type EntryDelivery = z.infer<typeof entryDeliverySchema>;

/** What the card of any entry says besides its sync (shared/domain/integration-badge.ts). */
export const entryOutcomeSchema = z.strictObject({
  delivery: z.optional(entryDeliverySchema),
  timeZone: z.string(),
});
export type EntryOutcome = z.infer<typeof entryOutcomeSchema>;

/**
 * GET/PUT/DELETE /api/integration answer: the view, the version the next PUT is based on, per MIS entry
 * id its last sync (an entry that never synced has none), and per entry its last lead (or access check).
 */
export const integrationsAnswerSchema = z.extend(integrationsViewSchema, {
  version: versionViewSchema,
  misSync: z.optional(z.record(z.string(), misSyncStateSchema)),
  outcomes: z.optional(z.record(z.string(), entryOutcomeSchema)),
});
export type IntegrationsAnswer = IntegrationsView & {
  version: number;
  misSync?: Record<string, MisSyncState>;
  outcomes?: Record<string, EntryOutcome>;
};

const MAX_ENTRIES = 20;
const entries = <S extends z.core.SomeType>(schema: S) =>
  z.optional(
    z.union(
      [
        z.pipe(
          z.literal(NO_INTEGRATION_KEY_TEXT),
          z.transform(() => [] as Array<z.output<S>>),
        ),
        z.array(schema).check(z.maxLength(MAX_ENTRIES, { error: `Не больше ${MAX_ENTRIES} записей` })),
      ],
      { error: `Ожидается список записей или «${NO_INTEGRATION_KEY_TEXT}»` },
    ),
  );

type EntriesSchema<K extends IntegrationKind> = ReturnType<typeof entries<EntrySchemaOf<K>>>;

/**
 * PUT /api/integration: a map of kind → entries ('нет ключа интеграции' = an empty list); kinds left out
 * are kept. `version` is the one the edit was based on (the GET's or the last save's); stale → 409.
 */
export const integrationsUpdateSchema = z
  .strictObject(
    {
      version: editVersionSchema,
      ...(mapKinds((kind) => entries(integrations[kind].entrySchema)) as { [K in IntegrationKind]: EntriesSchema<K> }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Неизвестная интеграция: ${issue.keys.join(', ')}` : undefined) },
  )
  .check(withinKb(200, 'Интеграции: слишком много данных'));
export type IntegrationsUpdate = z.output<typeof integrationsUpdateSchema>;
export type IntegrationsUpdateInput = z.input<typeof integrationsUpdateSchema>;

/** DELETE /api/integration?integration={kind}&id={id}: id is the entry's _id, its text value or its id. */
export const integrationDeleteQuerySchema = z.object({
  integration: z.enum(INTEGRATION_KINDS, { error: 'Неизвестная интеграция' }),
  id: z.string({ error: 'Не указана запись' }).check(z.minLength(1, { error: 'Не указана запись' }), z.maxLength(4000)),
});

/** POST /api/integration/telegram/test: sends a test message to one configured group. Answer: TelegramTestAnswer. */
export const telegramTestSchema = inputObject({
  id: numberOrText(z.minLength(1, { error: 'Укажите id группы' }), z.maxLength(32, { error: 'Не длиннее 32 символов' })),
});
export const telegramTestAnswerSchema = z.strictObject({
  ok: z.literal(true),
  /** The group id the message went to (differs from the asked one when the group became a supergroup). */
  chatId: z.string(),
});
export type TelegramTestAnswer = z.infer<typeof telegramTestAnswerSchema>;

/**
 * POST /api/integration/telegram/code: a one-time code that connects a group. The clinic opens `link`
 * (t.me/<bot>?startgroup=<code>: Telegram adds the bot to a chosen group and posts '/start@<bot> <code>'
 * there) or sends `/start@<bot> <code>` in a group with the bot; the webhook learns the group's id and title
 * from that update. A typed group id never makes the bot write anywhere.
 */
export const telegramCodeAnswerSchema = z.strictObject({
  code: z.string(),
  link: z.string(),
  botUsername: z.string(),
  /** ISO time after which the code no longer connects anything. */
  expiresAt: z.string(),
});
export type TelegramCodeAnswer = z.infer<typeof telegramCodeAnswerSchema>;

/** The code's alphabet: no look-alikes (0/O, 1/I/L), fine in a startgroup payload and typed by hand. */
export const TELEGRAM_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{10}$/;
export const telegramCodeQuerySchema = z.object({
  code: z.string({ error: 'Не указан код' }).check(z.regex(TELEGRAM_CODE_PATTERN, { error: 'Неверный код' })),
});
/** GET /api/integration/telegram/code?code=: the cabinet polls it while the clinic connects the group. */
export const telegramCodeStatusSchema = z.strictObject({
  status: z.enum(['waiting', 'connected', 'expired']),
  /** The connected group (id and title from Telegram's update). */
  group: z.optional(z.strictObject({ id: z.string(), name: z.string() })),
});
export type TelegramCodeStatus = z.infer<typeof telegramCodeStatusSchema>;

/** POST /api/telegram/webhook: what the product reads of a Bot API Update (the rest is ignored). */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.optional(z.number()),
  message: z.optional(
    z.looseObject({
      text: z.optional(z.string()),
      chat: z.looseObject({ id: z.union([z.number(), z.string()]), type: z.string(), title: z.optional(z.string()) }),
    }),
  ),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
export const telegramWebhookAnswerSchema = z.strictObject({ ok: z.literal(true) });

/** POST /api/integration/email/confirmation: mail the confirmation link of one listed address again. */
export const emailConfirmationSchema = z.object({
  address: z.string({ error: 'Укажите адрес' }).check(z.trim(), z.minLength(3, { error: 'Укажите адрес' }), z.maxLength(254)),
});
export const emailConfirmationAnswerSchema = z.strictObject({ ok: z.literal(true), sentTo: z.string() });

/** POST /api/integration/email/confirm: the button of the page the confirmation mail links to. */
export const emailConfirmSchema = inputObject({
  token: z.string({ error: 'Ссылка неполная' }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Ссылка неполная или испорчена' })),
});
export const emailConfirmAnswerSchema = z.strictObject({
  /** The address now confirmed for lead mail. */
  address: z.string(),
  /** The clinic that will send leads there (empty when it has no name yet). */
  clinic: z.string(),
});

/** The delivery status of a lead for an address or group that is not confirmed (nothing is sent there). */
export const EMAIL_UNCONFIRMED_STATUS = 'адрес не подтверждён: письмо не отправлено';
export const TELEGRAM_UNCONFIRMED_STATUS = 'группа не подтверждена кодом: сообщение не отправлено';

/** What the widget may see of the integrations (the public copy, `W#PUBLIC_INTEGRATIONS`). */
export interface PublicIntegrations {
  /** Yandex Metrica counter ids of the active metric entries. */
  metric: string[];
}

/**
 * POST /api/integration/ident/key: the key the clinic's next IDENT entry gets, to copy into IDENT before
 * pressing 'Добавить'; the same every time until an entry is saved with it.
 */
export const identKeyAnswerSchema = z.strictObject({ key: z.string() });
export type IdentKeyAnswer = z.infer<typeof identKeyAnswerSchema>;
