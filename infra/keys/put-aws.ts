// `npm run keys:aws` — one-time step after the first `cdk deploy` (and the way to rotate later):
// generates a new ES256 key pair and stores the private JWK and the public JWKS in the two secrets the
// stack created. The previous public key stays in the JWKS, so tokens issued before a rotation keep
// working until they expire. Uses the operator's AWS credentials and region from the environment.
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { generateSigningKeys } from '../../functions/auth/generate-keys';
import { secrets } from '../../functions/resources';

const client = new SecretsManagerClient({});

async function currentPublicKeys(): Promise<Array<Record<string, unknown>>> {
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secrets.publicKeys.name }));
    const parsed = JSON.parse(SecretString ?? '{}') as { keys?: Array<Record<string, unknown>> };
    return Array.isArray(parsed.keys) ? parsed.keys : [];
  } catch {
    return [];
  }
}

const fresh = generateSigningKeys();
const previous = (await currentPublicKeys()).slice(0, 1);
const publicJwks = { keys: [...fresh.publicJwks.keys, ...previous] };

// Public keys first: a token signed with the new key must never meet a verifier that lacks it.
await client.send(new PutSecretValueCommand({ SecretId: secrets.publicKeys.name, SecretString: JSON.stringify(publicJwks) }));
await client.send(new PutSecretValueCommand({ SecretId: secrets.signingKey.name, SecretString: JSON.stringify(fresh.privateJwk) }));
console.log(`Signing key ${String(fresh.privateJwk.kid)} stored; the JWKS holds ${publicJwks.keys.length} key(s).`);
console.log('Running functions pick the new keys up on their next cold start.');
