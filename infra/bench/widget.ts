// Bench section of the booking widget (printed, not asserted):
//  - the loader script (GET /api/js) gzipped, and the widget's own bundle (widget.html's JS closure) gzipped;
//  - DynamoDB calls per widget load (GET /api/widget), counted by an SDK middleware on the functions'
//    own DynamoDB client while the domain call runs against a fresh local runtime;
//  - time from a click on the loader's 'Онлайн запись' on a clinic's page (another origin) to the
//    widget's first stage being interactive, in Chromium on loopback, median of 5 fresh browser contexts.
// Runs in a child process of its own: the SDK client reads its endpoint once per process, and the other
// bench sections start runtimes of their own.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { ReadyInfo } from '../local/banner';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../local/testing/browser';
import globalSetup from '../local/testing/global-setup';
import globalTeardown from '../local/testing/global-teardown';
import { RUNTIME_FILE_ENV } from '../local/testing/runtime-process';

const root = resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchWidget(): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' });
}

function bundleSizes(): void {
  const manifestFile = join(root, 'dist/web/.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('widget bundle: dist/web is missing; run `npm run build` first');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[]; css?: string[] }>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit('widget.html');
  const gz = (file: string) => gzipSync(readFileSync(join(root, 'dist/web', file))).length;
  const js = [...seen].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);
  const css = (manifest['widget.html']?.css ?? []).reduce((sum, file) => sum + gz(file), 0);
  console.log(`widget bundle (/widget): ${kb(js)} JS + ${kb(css)} CSS gzipped, ${seen.size} JS file(s)`);
}

async function run(): Promise<void> {
  console.log('\nBooking widget');
  const { loaderFor } = await import('../../functions/domain/widget/loader-script');
  console.log(`loader script (/api/js): ${kb(gzipSync(loaderFor('00000000-0000-4000-8000-000000000000')).length)} gzipped`);
  bundleSizes();

  await globalSetup({ rootDir: root });
  try {
    const info = JSON.parse(readFileSync(process.env[RUNTIME_FILE_ENV]!, 'utf8')) as ReadyInfo;
    Object.assign(process.env, {
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: info.endpoints.dynamodb,
      TABLE_NAME: info.resources.tableName,
      AWS_ENDPOINT_URL_SNS: info.endpoints.sns,
      LEAD_TOPIC_ARN: info.resources.topicArns.lead ?? '',
    });
    // Imported only now: the clients read their endpoints from the environment set above.
    const { dynamoDb } = await import('../../functions/clients/dynamodb');
    const { widgetData } = await import('../../functions/domain/widget/widget-data');
    const { createWidgetClinic, startClinicSite } = await import('../../web/test/widget-site');

    const clinic = await createWidgetClinic(info.appUrl, info.mailboxUrl);
    let calls = 0;
    dynamoDb.observe(() => {
      calls += 1;
    });
    const data = await widgetData(clinic.clinicKey);
    console.log(`DynamoDB calls per widget load (GET /api/widget): ${calls} (${data.doctors.length} doctors with slots)`);

    const { submitTicket } = await import('../../functions/domain/leads/submit');
    const doctor = data.doctors[0]!;
    const [date, times] = Object.entries(doctor.slots)[0]!;
    calls = 0;
    await submitTicket(
      {
        clinicId: clinic.clinicKey,
        action: 'Запись',
        doctorId: doctor._id,
        DoctorName: doctor.name,
        DoctorService: '',
        ClientFullName: 'Бенчмарк',
        ClientPhone: '+7 999 123-45-67',
        ClientEmail: '',
        birthdate: '',
        comment: '',
        PlanStart: `${date}T${times[0]}`,
        URL: 'https://clinic.example/',
        Utm: '',
        deviceType: 'Компьютер',
        idempotencyKey: `bench-${Date.now()}`,
      },
      { address: '203.0.113.10' },
    );
    console.log(
      `DynamoDB calls per booking (POST /api/ticket: one Query for the context, the address, phone and clinic allowances, the phone's bookings, one transaction for guard + lead + slot, the phone's place): ${calls}, plus 1 SNS publish`,
    );

    const site = await startClinicSite(info.appUrl, clinic.clinicKey);
    const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'ru-RU' });
        const page = await context.newPage();
        await page.goto(site.url);
        const button = page.getByRole('button', { name: 'Онлайн запись' });
        await button.waitFor();
        const started = performance.now();
        await button.click();
        await page
          .frameLocator('iframe[title="Онлайн запись"]')
          .getByRole('button', { name: /Лечение кариеса/ })
          .waitFor();
        times.push(performance.now() - started);
        await context.close();
      }
      console.log(
        `click on 'Онлайн запись' → first stage interactive (Chromium, loopback, cold cache): median ${median(times).toFixed(0)} ms of [${times.map((t) => t.toFixed(0)).join(', ')}]`,
      );
    } finally {
      await browser.close();
      await site.close();
    }
  } finally {
    await globalTeardown();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();
