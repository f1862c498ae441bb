// SMS: the clinic's own SMS.ru account (its API key, a secret, and its sender name) sends the patient the booking's
// confirmation and the reminders before the visit (the 'sms' channel; docs/integrations.md § SMS.ru).
import { inputObject } from '../schemas/input';
import { base, field } from './entry-fields';
import { filled, text } from './entry-values';
import type { IntegrationShared } from './integration';
import { smsChannel } from './channels/sms';

/**
 * A sender name as SMS.ru approves them: up to 11 Latin letters, digits, spaces, dots and dashes (an alphanumeric
 * sender id). Empty: the account's default sender.
 */
const SENDER_NAME = /^[A-Za-z0-9][A-Za-z0-9 .-]{0,10}$/;
export const SENDER_NAME_PROBLEM = 'Имя отправителя — до 11 латинских букв, цифр, пробелов, точек и дефисов, как оно согласовано в SMS.ru';
export const isSenderName = (value: string): boolean => value === '' || SENDER_NAME.test(value);

export const smsEntrySchema = inputObject({ ...base, apiKey: field(100), sender: field(11) });

export const sms = {
  kind: 'sms',
  title: 'SMS',
  category: 'Уведомления',
  entrySchema: smsEntrySchema,
  isActive: (entry) => filled(entry.apiKey) && isSenderName(text(entry, 'sender')),
  value: (entry) => entry.apiKey,
  fieldProblems: (entry) => (isSenderName(text(entry, 'sender')) ? {} : { sender: SENDER_NAME_PROBLEM }),
  secretFields: ['apiKey'],
  entryTitle: (entry) => (text(entry, 'sender') ? `SMS.ru: ${text(entry, 'sender')}` : filled(entry.apiKey) ? 'SMS.ru' : ''),
  destinationName: (entry) => (entry._id ? [entry._id, text(entry, 'sender') || 'SMS.ru'] : undefined),
  leads: { channel: smsChannel },
} as const satisfies IntegrationShared<'sms'>;
