// Modulbank's signature (docs/integrations.md § Modulbank, as the bank's own plugins compute it): every field
// but `signature`, empty values dropped, keys sorted, `key=` + base64(UTF-8 value) joined with '&', then
// sha1_hex(secret + sha1_hex(secret + joined)). The form we post, the callback the bank posts and the status
// call are all signed this way; the local fake checks them with its own copy of the plugins' rule
// (infra/local/fakes/modulbank/bank-signature.ts), so a drift here fails there.
import { createHash, timingSafeEqual } from 'node:crypto';

export type SignedFields = Readonly<Record<string, string | undefined>>;

/** The text that is hashed: the contract's `amount=MTUwMC4wMA==&…` line. */
export function signingText(fields: SignedFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'signature' && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${Buffer.from(fields[key] as string, 'utf8').toString('base64')}`)
    .join('&');
}

const sha1Hex = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

export function modulbankSignature(fields: SignedFields, secret: string): string {
  return sha1Hex(secret + sha1Hex(secret + signingText(fields)));
}

/** Whether `fields.signature` is the signature of the other fields (case-insensitive, in constant time). */
export function hasValidSignature(fields: SignedFields, secret: string): boolean {
  const given = Buffer.from((fields.signature ?? '').toLowerCase(), 'utf8');
  const expected = Buffer.from(modulbankSignature(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The fields with their signature added. */
export function signed<F extends SignedFields>(fields: F, secret: string): F & { signature: string } {
  return { ...fields, signature: modulbankSignature(fields, secret) };
}
