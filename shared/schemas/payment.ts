// Tariff payment through Modulbank (docs/contract/cabinet.md §2, §4, §7): the signed form the browser posts to the
// bank, the confirmation on return, and the bank's callback.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { userViewSchema } from './user';

/** The form 'Оплатить' posts: the bank's address and every field, already signed by the server. */
export const paymentFormSchema = z.strictObject({
  action: z.string(),
  fields: z.array(z.strictObject({ name: z.string(), value: z.string() })),
  /** Seconds after which the form must be fetched again (its unix_timestamp ages). */
  refreshSeconds: z.number(),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/** A Modulbank transaction id as the bank returns it to /user?pay=ok&transaction_id=…. */
const transactionIdField = z
  .string({ error: 'Укажите transaction_id' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Укажите transaction_id' }),
    z.maxLength(100, { error: 'transaction_id слишком длинный' }),
    z.regex(/^[\w.-]+$/, { error: 'transaction_id указан неверно' }),
  );

/**
 * POST /api/user/pay: the transaction the bank named on return. `time` (the old client's "now minus 30 s")
 * is accepted and ignored: the server asks the bank, it never trusts the browser.
 */
export const confirmPaymentSchema = inputObject({
  transaction_id: transactionIdField,
  time: z.optional(z.number({ error: 'time должен быть числом' })),
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

/** The account after the payment was applied (name, email, phone as the spec answers, and the new paid-until date). */
export const confirmPaymentAnswerSchema = userViewSchema;

/** The bank's callback: form fields, all strings, every one of them signed. */
export const paymentCallbackSchema = z.record(
  z.string(),
  z
    .string({ error: 'Поля уведомления банка должны быть строками' })
    .check(z.maxLength(10_000, { error: 'Поле уведомления банка слишком длинное' })),
);

export const paymentCallbackAnswerSchema = z.strictObject({
  result: z.enum(['applied', 'already-applied', 'ignored']),
});
