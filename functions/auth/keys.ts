// Where the token keys come from: on AWS from Secrets Manager (ids in env), locally from files that
// the local runtime generates into its state folder. Loaded once per process.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getSecretString } from '../clients/secrets';
import { MissingConfigError } from '../config';
import { secrets } from '../resources';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface PublicJwks {
  keys: Array<{ kid: string; kty: string; [field: string]: unknown }>;
}

async function readSource(fileEnv: string, secretEnv: string): Promise<string> {
  const file = process.env[fileEnv];
  if (file) return readFile(file, 'utf8');
  const secretId = process.env[secretEnv];
  if (!secretId) throw new MissingConfigError(`${fileEnv} or ${secretEnv}`);
  const empty = new Error(`Secret ${secretId} has no value yet: run "npm run keys:aws" once after the first deploy`);
  try {
    const secret = await getSecretString(secretId);
    if (!secret) throw empty;
    return secret;
  } catch (error) {
    // A secret created without a value answers ResourceNotFoundException until its first version exists.
    if (error instanceof Error && error.name === 'ResourceNotFoundException') throw empty;
    throw error;
  }
}

let signingKey: Promise<SigningKey> | undefined;
export function loadSigningKey(): Promise<SigningKey> {
  signingKey ??= readSource('JWT_SIGNING_KEY_FILE', secrets.signingKey.env).then((text) => {
    const jwk = JSON.parse(text) as { kid?: string };
    if (!jwk.kid) throw new Error('The signing JWK has no "kid"');
    return { kid: jwk.kid, privateKey: createPrivateKey({ key: jwk as never, format: 'jwk' }) };
  });
  signingKey.catch(() => (signingKey = undefined));
  return signingKey;
}

let publicJwks: Promise<PublicJwks> | undefined;
export function loadPublicJwks(): Promise<PublicJwks> {
  publicJwks ??= readSource('JWT_PUBLIC_KEYS_FILE', secrets.publicKeys.env).then((text) => JSON.parse(text) as PublicJwks);
  publicJwks.catch(() => (publicJwks = undefined));
  return publicJwks;
}

/** Drops the cached public keys so the next verification reads them again (after a rotation). */
export function forgetPublicJwks(): void {
  publicJwks = undefined;
}
