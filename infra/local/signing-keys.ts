// The token keys of the local runtime: an ES256 pair generated on first start into the state folder
// (the private JWK readable by its owner only), then reused, so tokens survive restarts.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSigningKeys } from '../../functions/auth/generate-keys';

export interface SigningKeyFiles {
  signingKeyFile: string;
  publicKeysFile: string;
  /** True when this start made them. */
  created: boolean;
}

export function ensureSigningKeys(stateDir: string): SigningKeyFiles {
  const dir = join(stateDir, 'keys');
  const signingKeyFile = join(dir, 'signing-key.json');
  const publicKeysFile = join(dir, 'public-keys.json');
  if (existsSync(signingKeyFile) && existsSync(publicKeysFile)) return { signingKeyFile, publicKeysFile, created: false };

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = generateSigningKeys();
  writeFileSync(signingKeyFile, `${JSON.stringify(keys.privateJwk, null, 2)}\n`, { mode: 0o600 });
  chmodSync(signingKeyFile, 0o600); // mode above applies only when the file is new
  writeFileSync(publicKeysFile, `${JSON.stringify(keys.publicJwks, null, 2)}\n`);
  return { signingKeyFile, publicKeysFile, created: true };
}
