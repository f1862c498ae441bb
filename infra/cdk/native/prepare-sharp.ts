// `npm run native:prepare`: fetches sharp's linux-arm64 build (from the npm registry) into the folder
// the CDK bundling copies next to the image functions. Run once before `npx cdk deploy`, and again
// after upgrading sharp; synth works without it, but the image functions would ship without sharp.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');
const version = (JSON.parse(readFileSync(join(root, 'node_modules/sharp/package.json'), 'utf8')) as { version: string }).version;
const target = join(import.meta.dirname, 'sharp-linux-arm64');

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
// A package.json of its own, or npm would walk up and install into the project's node_modules.
writeFileSync(join(target, 'package.json'), JSON.stringify({ name: 'sharp-linux-arm64-for-lambda', private: true }) + '\n');
execFileSync(
  'npm',
  ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--os=linux', '--cpu=arm64', '--libc=glibc', `sharp@${version}`],
  { cwd: target, stdio: 'inherit' },
);
console.log(`sharp ${version} for linux-arm64 prepared in ${target}`);
