// The layers of .dependency-cruiser.cjs, as `npm run lint` checks them: each rule refuses its leak in a
// small tree made for it. The repository itself is cruised by `npm run lint`, which `npm test` runs first (its
// pretest), so a leak or a cycle fails `npm test` without a second 15 s cruise here.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const config = join(repoRoot, '.dependency-cruiser.cjs');
const depcruise = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  rule: string;
  from: string;
  to: string;
}

async function violationsIn(cwd: string, folders: string[]): Promise<Violation[]> {
  const args = [depcruise, ...folders, '--config', config, '--output-type', 'json'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd, maxBuffer: 256 * 1024 * 1024 }).catch(
    (failed: { stdout: string }) => failed, // it exits non-zero when it finds a violation
  );
  const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler' } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the layers (.dependency-cruiser.cjs)', () => {
  it('refuses each kind of leak the code once had, and a cycle; tests may cross on purpose', async () => {
    const root = tree({
      'shared/phone.ts': "import { api } from '../web/src/api';\nexport const phone = api;",
      'web/src/api.ts': "import { route } from '../../functions/http/route';\nexport const api = route;",
      'functions/http/route.ts': 'export const route = 1;',
      'functions/store/leads.ts': "import type { MisBooking } from '../domain/mis/booking';\nexport type Lead = MisBooking;",
      'functions/domain/mis/booking.ts': 'export interface MisBooking { id: string }',
      'functions/domain/mis/ident-answer.ts': "import { route } from '../../http/route';\nexport const answer = route;",
      'functions/amo/access.ts': "import type { Lead } from '../store/leads';\nexport type Access = Lead;",
      'functions/domain/integrations/manage.ts': "import { mail } from './email';\nexport const manage = () => mail;",
      'functions/domain/integrations/email.ts': "import { manage } from './manage';\nexport const mail = () => manage;",
      'functions/test/leads.int.test.ts': "import { api } from '../../web/src/api';\nexport const t = api;",
      // An integration's folder: consumer.ts is a caller, client.ts a client, the rest domain.
      'functions/integrations/crm/consumer.ts':
        "import { deliver } from './deliver';\nexport const handler = deliver;\nexport type H = number;",
      'functions/integrations/crm/deliver.ts':
        "import { call } from './client';\nimport type { H } from './consumer';\nexport const deliver = call;\nexport type D = H;",
      'functions/integrations/crm/client.ts': "import type { D } from './deliver';\nexport const call = 1;\nexport type C = D;",
      'functions/store/crm-steps.ts': "import type { D } from '../integrations/crm/deliver';\nexport type S = D;",
    });
    try {
      const found = await violationsIn(root, ['shared', 'web', 'functions']);
      expect(found.map(({ rule, from }) => `${rule}: ${from}`).sort()).toEqual([
        'clients-import-no-domain-or-store: functions/amo/access.ts',
        'clients-import-no-domain-or-store: functions/integrations/crm/client.ts',
        'domain-imports-no-http: functions/domain/mis/ident-answer.ts',
        'integration-imports-no-caller: functions/integrations/crm/deliver.ts',
        'no-cycle: functions/domain/integrations/email.ts',
        'shared-imports-no-area: shared/phone.ts',
        'store-imports-no-domain: functions/store/crm-steps.ts',
        'store-imports-no-domain: functions/store/leads.ts',
        'web-imports-no-functions: web/src/api.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
