// Modulbank settings of the functions. The secret key comes from MODULBANK_SECRET_KEY locally (the
// local runtime gives its fake's key) and from the Secrets Manager secret named in MODULBANK_SECRET_ID on
// AWS, read once per process, like the Telegram token. The key signs; it never leaves the server.
import { configuredSecret } from '../clients/configured-secret';
import { requiredEnv } from '../config';

export const modulbankSettings = {
  /** The bank's base URL (the form posts to <it>/pay); a local fake's in tests and `npm start`. */
  baseUrl: () => (process.env.PAYMENT_URL || 'https://pay.modulbank.ru').replace(/\/$/, ''),
  merchant: () => requiredEnv('MODULBANK_MERCHANT'),
  /** testing=1 unless the installation is the production one (PAYMENT_TESTING=0), and the key must be the matching one. */
  testing: () => process.env.PAYMENT_TESTING !== '0',
};

export const loadModulbankSecret = /* @__PURE__ */ configuredSecret(
  'MODULBANK_SECRET_KEY',
  'modulbank',
  'put the Modulbank secret key into it',
);
