// A fresh ES256 key pair as JWKs: the private one signs tokens, the public set verifies them.
// Used by the local runtime on first start, by `npm run keys:aws`, and by tests.
import { generateKeyPairSync, randomUUID } from 'node:crypto';

export interface GeneratedKeys {
  privateJwk: Record<string, unknown>;
  publicJwks: { keys: Array<Record<string, unknown>> };
}

export function generateSigningKeys(): GeneratedKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const meta = { kid: randomUUID(), alg: 'ES256', use: 'sig' };
  return {
    privateJwk: { ...privateKey.export({ format: 'jwk' }), ...meta },
    publicJwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), ...meta }] },
  };
}
