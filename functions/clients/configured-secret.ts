// A secret the functions read from an environment variable locally (the local runtime sets it) and from
// Secrets Manager on AWS (the secret's id in its own variable), once per process; a failed read is tried
// again by the next call. Callers mark the call /* @__PURE__ */, so a bundle that never reads the secret drops it.
import { MissingConfigError } from '../config';
import { secrets, type SecretKey } from '../resources';
import { getSecretString } from './secrets';

/** The secret exists but the operator has not put its value into it yet (README, Deploying). */
export class SecretNotFilledError extends Error {
  override name = 'SecretNotFilledError';
}

export function configuredSecret(localEnv: string, key: SecretKey, whenEmpty: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  const read = async (): Promise<string> => {
    const local = process.env[localEnv];
    if (local) return local.trim();
    const secretId = process.env[secrets[key].env];
    if (!secretId) throw new MissingConfigError(`${localEnv} or ${secrets[key].env}`);
    const empty = new SecretNotFilledError(`Secret ${secretId} has no value yet: ${whenEmpty}`);
    try {
      const secret = await getSecretString(secretId);
      if (!secret) throw empty;
      return secret.trim();
    } catch (error) {
      if (error instanceof Error && error.name === 'ResourceNotFoundException') throw empty;
      throw error;
    }
  };
  return () => {
    value ??= read();
    value.catch(() => (value = undefined));
    return value;
  };
}
