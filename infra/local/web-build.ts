// The built web app that the local server serves. When dist/web is missing (a fresh clone) the
// runtime runs `npm run build` once itself; if that fails it says so and serves /api/* anyway.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { logError, logLine } from './log';

export interface WebBuild {
  root: string;
  /** Why there is no web app to serve, if there is none. */
  problem?: string;
}

export async function ensureWebBuild(repoRoot: string, force: boolean): Promise<WebBuild> {
  const root = join(repoRoot, 'dist', 'web');
  if (!force && existsSync(join(root, 'index.html'))) return { root };

  logLine('web', force ? 'rebuilding the web app (npm run build)…' : 'dist/web is missing: building the web app once (npm run build)…');
  const started = Date.now();
  const code = await runNpmBuild(repoRoot);
  if (code === 0 && existsSync(join(root, 'index.html'))) {
    logLine('web', `built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { root };
  }
  const problem = `npm run build failed (exit ${code}); pages answer 404 until it succeeds, /api/* works`;
  logError('web', problem);
  return { root, problem };
}

function runNpmBuild(repoRoot: string): Promise<number | null> {
  // Under `npm start`, npm_execpath is npm's own script: run it with this Node (22), not a PATH one.
  const npmScript = process.env.npm_execpath;
  const [command, args] =
    npmScript && basename(npmScript).startsWith('npm-cli') ? [process.execPath, [npmScript, 'run', 'build']] : ['npm', ['run', 'build']];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
}
