// Test support: writes a generated key pair to temporary files and points the env at them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKeys, type GeneratedKeys } from './generate-keys';

export function useTemporaryKeys(): GeneratedKeys {
  const keys = generateSigningKeys();
  const dir = mkdtempSync(join(tmpdir(), 'dentlead-keys-'));
  process.env.JWT_SIGNING_KEY_FILE = join(dir, 'signing-key.json');
  process.env.JWT_PUBLIC_KEYS_FILE = join(dir, 'public-keys.json');
  writeFileSync(process.env.JWT_SIGNING_KEY_FILE, JSON.stringify(keys.privateJwk));
  writeFileSync(process.env.JWT_PUBLIC_KEYS_FILE, JSON.stringify(keys.publicJwks));
  return keys;
}
