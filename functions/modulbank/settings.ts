// Modulbank settings of the functions. The secret key comes from MODULBANK_SECRET_KEY locally (the
// local runtime gives its fake's key) and from the Secrets Manager secret named in MODULBANK_SECRET_ID on
// AWS, read once per process, like the Telegram token. The key signs; it never leaves the server.
import { getSecretString } from '../clients/secrets';
import { MissingConfigError, requiredEnv } from '../config';
import { secrets } from '../resources';

export const modulbankSettings = {
  /** The bank's base URL (the form posts to <it>/pay); a local fake's in tests and `npm start`. */
  baseUrl: () => (process.env.PAYMENT_URL || 'https://pay.modulbank.ru').replace(/\/$/, ''),
  merchant: () => requiredEnv('MODULBANK_MERCHANT'),
  /** testing=1 unless the installation is the production one (PAYMENT_TESTING=0), and the key must be the matching one. */
  testing: () => process.env.PAYMENT_TESTING !== '0',
};

let secretKey: Promise<string> | undefined;

export function loadModulbankSecret(): Promise<string> {
  secretKey ??= readSecret();
  secretKey.catch(() => (secretKey = undefined));
  return secretKey;
}

async function readSecret(): Promise<string> {
  const local = process.env.MODULBANK_SECRET_KEY;
  if (local) return local.trim();
  const secretId = process.env[secrets.modulbank.env];
  if (!secretId) throw new MissingConfigError(`MODULBANK_SECRET_KEY or ${secrets.modulbank.env}`);
  const secret = await getSecretString(secretId);
  if (!secret) throw new Error(`Secret ${secretId} has no value yet: put the Modulbank secret key into it`);
  return secret.trim();
}
