// The consent a public form sends (the id of the version it showed) and the record a lead keeps of it (issue 28 §1).
import * as z from 'zod/mini';
import './zod';
import { consentVersionOf, UNKNOWN_CONSENT_MESSAGE } from '../domain/consent/versions';

/** The id of the consent version the form showed. Optional, so a page loaded before versions still sends its lead. */
export const consentField = z.optional(
  z
    .string({ error: UNKNOWN_CONSENT_MESSAGE })
    .check(z.refine((id) => consentVersionOf(id) !== undefined, { error: UNKNOWN_CONSENT_MESSAGE })),
);

/** The page a form was on (the landing form and /seagull send it; the widget and the quiz send URL). */
export const formPageField = z.optional(
  z.string({ error: 'Страница: ожидается строка' }).check(z.trim(), z.maxLength(2000, { error: 'Страница: не длиннее 2000 символов' })),
);

export const consentRecordSchema = z.strictObject({
  versionId: z.string(),
  hash: z.string(),
  at: z.string(),
  page: z.string(),
  ip: z.string(),
});
