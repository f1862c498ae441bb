// The built web app as a BucketDeployment source, built during `cdk synth`.
//
// Why an asset with local bundling rather than `Source.asset('dist/web')`: a fresh clone has no
// dist/web, and an existing one may be stale. Here the asset's hash is computed from the build's
// inputs (web/, shared/, lock file, the build settings); when they change, synth runs `npm run build`
// (vite) with its output sent straight into the asset folder in cdk.out (dist/web, which `npm start`
// serves, is left alone); when they do not, the staged build is reused. Synth stays offline: the
// build needs only installed packages. Tests skip bundling, so they never build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { fromRepoRoot, repoRoot } from '../paths';

/** What the vite build reads besides environment variables (web/vite.config.ts loads the root .env). */
const BUILD_INPUTS = ['web', 'shared', 'package.json', 'package-lock.json', 'tsconfig.json', '.env'];

export interface WebBuildSettings {
  /** Shown on the policy page; the same address the functions mail leads to. */
  operatorEmail: string;
}

export function webBuildSource(settings: WebBuildSettings): ISource {
  const buildEnv = { VITE_OPERATOR_EMAIL: settings.operatorEmail, OPERATOR_EMAIL: settings.operatorEmail };
  return Source.asset(repoRoot, {
    assetHashType: AssetHashType.CUSTOM,
    assetHash: hashBuildInputs(JSON.stringify(buildEnv)),
    bundling: {
      // Required by the API but never pulled: local bundling below always succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      local: {
        tryBundle(outputDir: string): boolean {
          // Arguments after `--` go to `vite build`; vite's progress goes to stderr like CDK's own.
          execFileSync('npm', ['run', 'build', '--', '--outDir', outputDir, '--emptyOutDir'], {
            cwd: repoRoot,
            stdio: ['ignore', process.stderr, 'inherit'],
            env: { ...process.env, ...buildEnv },
          });
          return true;
        },
      },
    },
  });
}

function hashBuildInputs(settings: string): string {
  const hash = createHash('sha256').update(settings);
  for (const input of BUILD_INPUTS) {
    for (const file of listFiles(fromRepoRoot(input))) {
      hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}
