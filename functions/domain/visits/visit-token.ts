// The patient's visit link token (issue 26 §2–3): names one booking (clinic and lead) and is signed with
// HMAC-SHA256 under a key derived for this purpose alone, so it opens that visit and nothing else, cannot
// be forged or pointed at another lead or clinic, and no signed value of another purpose passes as one.
// It carries no expiry of its own: the visit it names decides (the link ends when the visit has ended, was
// cancelled, or the lead was deleted), so a reschedule keeps the link the patient already has working until
// the new time, and the reminders can make the same link again from the lead alone.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface VisitRef {
  /** The clinic (user id). */
  clinicId: string;
  /** The booking's lead id ('<createdAt ms>-<12 hex>'). */
  leadId: string;
}

const LEAD_ID = /^\d{10,16}-[0-9a-f]{12}$/;
const CLINIC_ID = /^[A-Za-z0-9-]{1,64}$/;
/** 128 bits of the MAC: unguessable, and a short link. */
const MAC_BYTES = 16;
/** Longer than any token this module makes: a longer one is refused before any work. */
export const VISIT_TOKEN_MAX_LENGTH = 160;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'dentlead', 'visit-link', 32));
const macOf = (secret: string, ref: VisitRef) =>
  createHmac('sha256', keyOf(secret)).update(`${ref.clinicId}\n${ref.leadId}`).digest().subarray(0, MAC_BYTES);

/** '<lead id>.<clinic id>.<mac>': URL-safe as it is. */
export function signVisitToken(secret: string, ref: VisitRef): string {
  if (!LEAD_ID.test(ref.leadId) || !CLINIC_ID.test(ref.clinicId)) throw new Error('not a visit: bad clinic or lead id');
  return `${ref.leadId}.${ref.clinicId}.${macOf(secret, ref).toString('base64url')}`;
}

/** The visit a token signed with this secret names; undefined for anything else (tampered, foreign, malformed). */
export function readVisitToken(secret: string, token: string): VisitRef | undefined {
  if (token.length > VISIT_TOKEN_MAX_LENGTH) return undefined;
  const [leadId, clinicId, mac, extra] = token.split('.');
  if (!leadId || !clinicId || !mac || extra !== undefined || !LEAD_ID.test(leadId) || !CLINIC_ID.test(clinicId)) return undefined;
  // The text is compared, not its decoding: base64 decoders ignore the last character's spare bits (and stray
  // characters), so several texts decode to one MAC, and a link must have exactly one spelling.
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(secret, { clinicId, leadId }).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { clinicId, leadId };
}
