// The stateful and messaging resources, described once. The CDK stacks build them on AWS and the
// local runtime creates the same ones in the emulators; functions find them through the env names here.
import type { Grants } from './http/route';
import type { LeadChannel } from '../shared/integrations/lead-channels';
import { type ChannelQueueKey, channelQueueKey, channelQueueKeys, channelQueueList } from './integrations/registry';

export const table = {
  /** Logical name; CDK lets CloudFormation name it, the local runtime uses this. */
  name: 'dentlead',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded secondary index for look-ups the base keys cannot serve (outbox, by-date lists). */
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  timeToLiveAttribute: 'expiresAt',
  env: 'TABLE_NAME',
} as const;

export interface QueueDefinition {
  name: string;
  /** Seconds a received message stays hidden; at least six times the consumer's timeout on AWS. */
  visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Consumer module (exports `handler`), if this queue has one yet. */
  consumer?: string;
  /** What the consumer may touch (least privilege on AWS), required with `consumer`. */
  consumerGrants?: Grants;
  batchSize: number;
  env: string;
}

/** The lead channels' queues, by their keys ('amo' → leadAmo, named lead-amo, its URL in LEAD_AMO_QUEUE_URL). */
function channelQueues() {
  return Object.fromEntries(
    channelQueueList.map(({ channel, ...queue }) => [
      channelQueueKey(channel),
      { name: `lead-${channel}`, env: `LEAD_${channel.toUpperCase()}_QUEUE_URL`, ...queue },
    ]),
  ) as unknown as { [K in ChannelQueueKey]: QueueDefinition & { consumer: string; consumerGrants: Grants } };
}

// Made by a function marked pure (as is the topic's subscriber list), because the lead channels' queues are
// derived: a bundle that reads no queue (most HTTP functions) drops them with the integrations' descriptors.
const queueDefinitions = () =>
  ({
    landingMail: {
      name: 'landing-mail',
      visibilityTimeoutSeconds: 60,
      maxReceiveCount: 5,
      consumer: 'functions/consumers/landing-mail.ts',
      // Reads the lead, mails the operator, records the outcome on the lead.
      consumerGrants: { table: ['GetItem', 'UpdateItem'], sendMail: true },
      batchSize: 10,
      env: 'LANDING_MAIL_QUEUE_URL',
    },
    // Configurator requests (/seagull): the same outbox and guarantees as landing leads, items of their own.
    seagullMail: {
      name: 'seagull-mail',
      visibilityTimeoutSeconds: 60,
      maxReceiveCount: 5,
      consumer: 'functions/consumers/seagull-mail.ts',
      consumerGrants: { table: ['GetItem', 'UpdateItem'], sendMail: true },
      batchSize: 10,
      env: 'SEAGULL_MAIL_QUEUE_URL',
    },
    // Account mail: a sign-up's confirmation link or the warning to the owner of a registered address; the
    // letters with an account link (sign-in, new password, new login e-mail), whose account is looked up and
    // whose link is made here. Sent from a consumer so each request answers alike and as fast whether the
    // e-mail is registered or not (no look-up, no SES call on the request).
    accountMail: {
      name: 'account-mail',
      visibilityTimeoutSeconds: 60,
      maxReceiveCount: 5,
      consumer: 'functions/consumers/account-mail.ts',
      consumerGrants: { table: ['GetItem', 'PutItem'], tablePartitions: ['EMAIL#', 'TENANT#', 'ACCOUNT_LINK#'], sendMail: true },
      batchSize: 10,
      env: 'ACCOUNT_MAIL_QUEUE_URL',
    },
    // Lead channels (issue 4): one queue per channel, declared by its integration (functions/integrations/<kind>/server.ts);
    // each consumer delivers a lead to every destination of its channel and records the outcome on the lead; it sets
    // a failed message's visibility to its retry delay (functions/messaging/retry-policy.ts; the event source mapping
    // grants ChangeMessageVisibility).
    ...channelQueues(),
    // Visit reminders (issue 26 §2): one message per reminder from the reminder schedule; the consumer sends it by
    // e-mail and SMS, each channel claimed as a remote step (functions/domain/reminders/send-reminder.ts).
    reminder: {
      name: 'reminder',
      visibilityTimeoutSeconds: 60,
      maxReceiveCount: 8,
      batchSize: 10,
      env: 'REMINDER_QUEUE_URL',
      consumer: 'functions/consumers/reminder.ts',
      // Reads the reminder, the lead and the integrations; claims and records its steps, takes the SMS allowances,
      // takes it out of the due index (or deletes it when the visit is gone); signs the visit link; mails.
      consumerGrants: { table: ['GetItem', 'UpdateItem', 'DeleteItem'], secrets: ['visitLink'], sendMail: true },
    },
    // MIS doctor sync (DentalPRO, MacDent): one message per clinic from the mis-sync schedule; each clinic's
    // sync is its own message, so a broken or slow MIS fails (and is retried, then dead-lettered) alone.
    misSync: {
      name: 'mis-sync',
      visibilityTimeoutSeconds: 360,
      maxReceiveCount: 3,
      batchSize: 5,
      env: 'MIS_SYNC_QUEUE_URL',
      consumer: 'functions/consumers/mis-sync.ts',
      // Reads the clinic's integrations and partition, writes its MIS doctors (transactions of Puts) and each entry's last sync.
      consumerGrants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },
    },
  }) as const satisfies Record<string, QueueDefinition>;
export const queues = /* @__PURE__ */ queueDefinitions();
export type QueueKey = keyof typeof queues;

/**
 * The lead topic's message attribute naming one channel ('channel-mail': 'yes'): a lead carries one per channel it
 * goes to (shared/domain/lead-fanout.ts), and each channel queue's subscription takes only the leads naming its own.
 * One attribute per channel, not one String.Array, because fauxqs matches no arrays; SNS allows 10 a message.
 */
export const leadChannelAttribute = (channel: LeadChannel) => `channel-${channel}`;
export const LEAD_CHANNEL_NAMED = 'yes';

/** Each channel queue's filter policy on the lead topic (marked pure, as the queues). */
const leadFilterPolicies = () =>
  Object.fromEntries(
    channelQueueList.map(({ channel }) => [channelQueueKey(channel), { [leadChannelAttribute(channel)]: [LEAD_CHANNEL_NAMED] }]),
  ) as Partial<Record<QueueKey, Record<string, string[]>>>;

export const topics = {
  /** A stored lead is announced here; each channel queue subscribes (raw delivery) with its filter policy. */
  lead: {
    name: 'lead',
    subscribers: channelQueueKeys as QueueKey[],
    filterPolicies: /* @__PURE__ */ leadFilterPolicies(),
    env: 'LEAD_TOPIC_ARN',
  },
} as const;
export type TopicKey = keyof typeof topics;

/**
 * How a stored lead reaches its channel queues (`LEAD_FANOUT`): `sns` (the default) publishes once on the lead topic,
 * whose subscriptions' filter policies pass it to its channels' queues; `sqs` sends it to each of those queues itself,
 * for a cloud without SNS (docs/deploy-russia.md). The CDK context `leadFanout` and the local runtime take the same values.
 */
export const LEAD_FANOUT_ENV = 'LEAD_FANOUT';
export type LeadFanout = 'sns' | 'sqs';
export function leadFanoutOf(value: string | undefined): LeadFanout {
  if (value === undefined || value === '' || value === 'sns') return 'sns';
  if (value === 'sqs') return 'sqs';
  throw new Error(`${LEAD_FANOUT_ENV}: "${value}" is neither sns nor sqs`);
}

export const buckets = {
  images: {
    name: 'dentlead-images',
    env: 'IMAGES_BUCKET',
    // Grants name these (functions/http/route.ts BucketGrant), so each function reaches only its part.
    prefixes: {
      /** What a browser posted with a presigned POST, not yet confirmed. */
      uploads: 'uploads/',
      /** Confirmed images, the only ones GET /api/img serves. */
      originals: 'originals/',
      /** Resized copies, made once on first request. */
      variants: 'variants/',
    },
  },
} as const;
export type BucketKey = keyof typeof buckets;
export type BucketPrefix<K extends BucketKey> = keyof (typeof buckets)[K]['prefixes'] & string;

export interface ScheduleDefinition {
  name: string;
  everyMinutes: number;
  handler: string;
  /** What the scheduled function may touch (least privilege on AWS). */
  grants: Grants;
}

export const schedules = {
  // Finds undelivered landing leads, configurator requests and unannounced clinic leads on gsi1 and puts them back on their way.
  leadSweeper: {
    name: 'lead-sweeper',
    everyMinutes: 5,
    handler: 'functions/schedules/lead-sweeper.ts',
    grants: { table: ['Query', 'UpdateItem'], sendTo: ['landingMail', 'seagullMail'], publishTo: ['lead'] },
  },
  // Points the product bot's webhook at this deployment (also run once after each deploy by a CDK trigger).
  telegramWebhook: {
    name: 'telegram-webhook',
    everyMinutes: 60,
    handler: 'functions/schedules/telegram-webhook.ts',
    grants: { secrets: ['telegramBot'] },
  },
  // Lists the clinics with a DentalPRO or MacDent entry (gsi1) and puts one message per clinic on the misSync queue.
  misSync: {
    name: 'mis-sync',
    everyMinutes: 15,
    handler: 'functions/schedules/mis-sync.ts',
    grants: { table: ['Query'], sendTo: ['misSync'] },
  },
  // Puts the visit reminders due by now (gsi1 REMINDER_DUE, a bounded range query) on the reminder queue.
  reminders: {
    name: 'reminders',
    everyMinutes: 1,
    handler: 'functions/schedules/reminders.ts',
    grants: { table: ['Query', 'UpdateItem'], sendTo: ['reminder'] },
  },
  // Refreshes the amoCRM token pairs due before their access token expires (gsi1 TOKEN_REFRESH#amo) and the
  // Google grants due for their daily check or their end (gsi1 TOKEN_REFRESH#google); mails a clinic whose
  // access was lost, or whose Google access ends soon.
  integrationTokens: {
    name: 'integration-tokens',
    everyMinutes: 360,
    handler: 'functions/schedules/integration-tokens.ts',
    grants: { table: ['Query', 'GetItem', 'PutItem', 'UpdateItem'], secrets: ['amoClient', 'googleClient'], sendMail: true },
  },
  // Anonymises the leads older than each clinic's retention period (issue 28 §2), resuming from each clinic's cursor.
  retention: {
    name: 'retention',
    everyMinutes: 1440,
    handler: 'functions/schedules/retention.ts',
    grants: { table: ['Query', 'GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
  },
} as const satisfies Record<string, ScheduleDefinition>;

/** Secrets the functions read; on AWS they live in Secrets Manager, locally in `.local/keys`. */
export const secrets = {
  /** The private JWK that signs session tokens: only the rows that log someone in read it. */
  signingKey: { name: 'dentlead/jwt-signing-key', env: 'JWT_SIGNING_SECRET_ID' },
  /** The public JWKS that verifies tokens: every `user` row reads it. */
  publicKeys: { name: 'dentlead/jwt-public-keys', env: 'JWT_PUBLIC_SECRET_ID' },
  /** The product's one Telegram bot token (locally TELEGRAM_BOT_TOKEN instead): the telegram channel reads it. */
  telegramBot: { name: 'dentlead/telegram-bot-token', env: 'TELEGRAM_BOT_SECRET_ID' },
  /** Modulbank's secret key (locally MODULBANK_SECRET_KEY instead): only the payment rows read it. */
  modulbank: { name: 'dentlead/modulbank-secret-key', env: 'MODULBANK_SECRET_ID' },
  /** The amoCRM integration's client secret (locally AMO_CLIENT_SECRET instead): the amo rows and the amo consumer read it. */
  amoClient: { name: 'dentlead/amo-client-secret', env: 'AMO_CLIENT_SECRET_ID' },
  /** The Google OAuth client's secret (locally GOOGLE_CLIENT_SECRET instead): the Google rows and the google channel read it. */
  googleClient: { name: 'dentlead/google-client-secret', env: 'GOOGLE_CLIENT_SECRET_ID' },
  /** The key that signs the patient's visit links (locally VISIT_LINK_KEY instead; generated at deploy): the visit rows and the patient mail read it. */
  visitLink: { name: 'dentlead/visit-link-key', env: 'VISIT_LINK_SECRET_ID' },
} as const;
export type SecretKey = keyof typeof secrets;
