// The proof of work as a patient meets it, in Chromium at 390 px: the widget's requests arrive from a
// loopback address of the test's own (through the page's request routing, as a carrier's NAT would
// hand them on), so the per-address allowances are the real ones. A normal patient books without the
// solver ever being loaded; a patient whose address already sent the clinic several leads today is
// asked (428), the widget loads the solver, solves the server's challenge and books all the same,
// with no captcha on screen.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHALLENGE_HEADER } from '../../shared/challenge';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { allowances } from '../../functions/domain/allowances';
import { api } from '../../functions/test/api';
import { createWidgetClinic, pickFirstSlot, type WidgetClinic } from './widget-site';
import { TEST_CONTEXT } from './browser-session';

const BOOKING_SUCCESS = 'Мы получили вашу заявку, администратор свяжется с вами для подтверждения записи';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let clinic: WidgetClinic;
const base = `127.${(process.pid % 200) + 20}.${Math.floor(Math.random() * 250)}`;
let lastHost = 0;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: CHROMIUM_ARGS });
  clinic = await createWidgetClinic(testRuntime().appUrl, testRuntime().mailboxUrl);
});

afterAll(async () => {
  await browser?.close();
});

interface Seen {
  tickets: Array<{ status: number; proved: boolean }>;
  solverLoaded: boolean;
}

/** A phone-sized page whose /api calls come from `address`; records the ticket answers and whether the solver chunk loaded. */
async function phoneFrom(address: string): Promise<Seen> {
  context = await browser.newContext({
    ...TEST_CONTEXT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const seen: Seen = { tickets: [], solverLoaded: false };
  page.on('request', (request) => {
    if (/solve-challenge/.test(request.url())) seen.solverLoaded = true;
  });
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const headers = { ...request.headers() };
    delete headers['accept-encoding'];
    const answer = await forward(address, request.method(), url.pathname + url.search, headers, request.postDataBuffer());
    if (url.pathname === '/api/ticket') seen.tickets.push({ status: answer.status, proved: CHALLENGE_HEADER in headers });
    await route.fulfill(answer);
  });
  return seen;
}

function forward(localAddress: string, method: string, path: string, headers: Record<string, string>, body: Buffer | null) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(testRuntime().appUrl + path, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const plain: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') plain[name] = value;
        resolve({ status: response.statusCode ?? 0, headers: plain, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

async function bookInWidget(phoneDigits: string): Promise<void> {
  await page.goto(`${testRuntime().appUrl}/widget?id=${encodeURIComponent(clinic.clinicKey)}`);
  await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
  await page.getByRole('button', { name: /Удаление зуба\s*от 3 000 ₽/ }).click();
  await page.getByRole('button', { name: /Петров Олег Викторович/ }).click();
  await pickFirstSlot(page);
  await page.getByLabel('ФИО').fill('Смирнова Мария Ивановна');
  await page.getByLabel('Телефон').pressSequentially(phoneDigits);
  await page.getByRole('button', { name: 'Записаться' }).click();
  await page.getByText(BOOKING_SUCCESS).waitFor();
}

afterEach(async () => {
  await context?.close();
});

it('a normal patient books on a phone with no challenge and without the solver being loaded', async () => {
  const seen = await phoneFrom(`${base}.${++lastHost}`);
  await bookInWidget('89161112233');
  expect(seen.tickets).toEqual([{ status: 201, proved: false }]);
  expect(seen.solverLoaded).toBe(false);
  await expect(page.getByRole('textbox', { name: /капч|captcha/i }).count()).resolves.toBe(0);
});

it('a patient whose address looks abusive is asked, and the widget solves the proof of work and books all the same', async () => {
  const address = `${base}.${++lastHost}`;
  // The address already sent the clinic its day's leads before the proof is asked.
  for (let index = 0; index < allowances.leadsPerAddress.soft; index++) {
    const earlier = await api('POST', '/api/ticket', {
      from: address,
      body: { clinicId: clinic.clinicKey, action: 'Заявка', ClientPhone: `+7 916 200-00-0${index}`, idempotencyKey: randomUUID() },
    });
    expect(earlier.status).toBe(201);
  }
  const seen = await phoneFrom(address);
  await bookInWidget('89162223344');
  expect(seen.tickets).toEqual([
    { status: 428, proved: false },
    { status: 201, proved: true },
  ]);
  expect(seen.solverLoaded).toBe(true);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Подтвердите/ })
      .count(),
  ).resolves.toBe(0);
});
