// The signature as Modulbank's own plugins compute it (modulbank-pay/modulbank-woocommerce
// modulbank/inc/fpayments.php and modulbank-pay/modulbank-bitrix-d7 lib/fpayments.php: get_signature,
// double_sha1), written here apart from the product's functions/modulbank/signature.ts, so that the fake
// checks our signing against the bank's rule rather than against itself.
import { createHash } from 'node:crypto';

/** PHP's sha1(): lowercase hex of the UTF-8 bytes. */
const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

export function bankSignature(params: Readonly<Record<string, string>>, secretKey: string): string {
  const chunks: string[] = [];
  for (const key of Object.keys(params).sort()) {
    const value = String(params[key]);
    if (value !== '' && key !== 'signature') chunks.push(`${key}=${Buffer.from(value, 'utf8').toString('base64')}`);
  }
  let data = chunks.join('&');
  for (let round = 0; round < 2; round++) data = sha1(secretKey + data);
  return data;
}

/** The plugins' is_signature_correct: present and equal to the computed one. */
export const bankSignatureIsCorrect = (form: Readonly<Record<string, string>>, secretKey: string): boolean =>
  typeof form.signature === 'string' && form.signature === bankSignature(form, secretKey);

export const bankSigned = <F extends Record<string, string>>(fields: F, secretKey: string): F & { signature: string } => ({
  ...fields,
  signature: bankSignature(fields, secretKey),
});
