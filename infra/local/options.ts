// Command-line flags of `npm start` (after `--`): npm start -- --fresh --port 4000
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface RuntimeOptions {
  /** Port of the app and /api/*; 0 picks a free one (the READY line tells which). */
  port: number;
  /** Where DynamoDB, queues, objects and keys persist between runs. */
  stateDir: string;
  /** Wipe the state folder first. */
  fresh: boolean;
  /** Run `npm run build` before serving, even if dist/web exists. */
  build: boolean;
  /** Seed no demo clinic (a test runtime whose tests make their own clinics). */
  noDemo: boolean;
  help: boolean;
}

export const usage = `npm start -- [options]
  --port <n>         port of the app and /api/* (default: PORT from .env, else 3000; 0 = any free port)
  --state-dir <dir>  state folder (default: .local/ in the repository)
  --fresh            wipe the state folder first: empty database, queues, buckets and new keys
  --build            rebuild the web app (npm run build) before serving
  --no-demo          seed no demo clinic on an empty store
  --help             this text`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv, repoRoot: string): RuntimeOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'state-dir': { type: 'string' },
      fresh: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      'no-demo': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  return {
    port: parsePort(values.port ?? env.PORT ?? '3000', '--port / PORT'),
    stateDir: resolve(repoRoot, values['state-dir'] ?? '.local'),
    fresh: values.fresh,
    build: values.build,
    noDemo: values['no-demo'],
    help: values.help,
  };
}

export function parsePort(text: string, name: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name}: "${text}" is not a port number`);
  return port;
}
