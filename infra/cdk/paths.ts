// Paths the CDK app resolves against the repository root, so that `cdk synth` and the tests work from
// any working directory.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function fromRepoRoot(relativePath: string): string {
  return join(repoRoot, relativePath);
}
