// The pages under their Content-Security-Policy (infra/site-headers.ts, sent by the local server as by
// CloudFront): the landing, the cabinet and the widget run with no violation, and another site may
// frame the widget but not the cabinet. Every public page with a script reports its uncaught errors.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { useBrowserSession } from './browser-session';
import { createWidgetClinic } from './widget-site';
import { testRuntime } from '../../infra/local/testing/runtime';

const session = useBrowserSession();

// One clinic with a widget for the two widget tests (both only read it).
let clinic: Awaited<ReturnType<typeof createWidgetClinic>>;
beforeAll(async () => {
  clinic = await createWidgetClinic(session.appUrl('/'), testRuntime().mailboxUrl);
});

/** Every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

describe('pages under their Content-Security-Policy', () => {
  it('the landing sends its CSP, refuses framing and runs with no violation', async () => {
    const page = session.page();
    const violations = await recordViolations(page);
    const response = await page.goto(session.appUrl('/'));
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await page.getByRole('form', { name: 'Заявка на подключение' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the cabinet runs with no violation', async () => {
    const page = session.page();
    const violations = await recordViolations(page);
    const response = await page.goto(session.appUrl('/authorization'));
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('#root .boot-loader').waitFor({ state: 'detached' });
    await page.locator('#root input').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it("the widget runs its inline script (allowed by hash) and loads the clinic's data with no violation", async () => {
    const page = session.page();
    const violations = await recordViolations(page);
    const data = page.waitForResponse((response) => response.url().includes('/api/widget?id='));
    const response = await page.goto(session.appUrl(`/widget?id=${encodeURIComponent(clinic.clinicKey)}`));
    expect(response!.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(response!.headers()['x-frame-options']).toBeUndefined();
    expect((await data).status()).toBe(200);
    await page.locator('.w-boot').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as { widgetDataRequest?: unknown }).widgetDataRequest === undefined)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it.each(['/', '/quiz/ulybka-raschet', '/seagull'])(
    '%s reports an uncaught error and an unhandled rejection to /api/errors (issue 22 §3)',
    async (path) => {
      session.allowPageErrors();
      const page = session.page();
      const violations = await recordViolations(page);
      await page.goto(session.appUrl(path));
      const reported = (message: string) =>
        page.waitForResponse(
          (response) => response.url().endsWith('/api/errors') && response.request().postDataJSON()?.errMessage === message,
        );
      const thrown = reported(`сбой страницы ${path}`);
      const rejected = reported(`отказ страницы ${path}`);
      await page.evaluate((where) => {
        setTimeout(() => {
          throw new Error(`сбой страницы ${where}`);
        });
        void Promise.reject(new Error(`отказ страницы ${where}`));
      }, path);
      for (const response of await Promise.all([thrown, rejected])) {
        expect(response.status()).toBe(204);
        expect(response.request().postDataJSON()).toMatchObject({ url: session.appUrl(path) });
      }
      expect(await violations()).toEqual([]);
    },
  );

  it('another site may frame the widget but not the cabinet', async () => {
    const page = session.page();
    const widgetUrl = session.appUrl(`/widget?id=${encodeURIComponent(clinic.clinicKey)}`);
    const cabinetUrl = session.appUrl('/authorization');
    // A clinic's site: another origin on this machine (127.0.0.1, while the app is on localhost).
    const html = `<!doctype html><title>Клиника</title><iframe id="widget" src="${widgetUrl}"></iframe><iframe id="cabinet" src="${cabinetUrl}"></iframe>`;
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // Chromium shows its error page in a frame whose page refuses to be framed.
    const refused = page.waitForEvent('framenavigated', (frame) => frame.url().startsWith('chrome-error://'));
    await page.goto(siteUrl);

    expect((await refused).parentFrame()).toBe(page.mainFrame());
    expect(page.frames().filter((frame) => frame.url().includes('/authorization'))).toEqual([]);
    const widget = page.frameLocator('#widget');
    await widget.locator('.w-root').waitFor();
    await widget.locator('.w-boot').waitFor({ state: 'detached' });
    expect(page.frames().some((frame) => frame.url().startsWith(widgetUrl))).toBe(true);
    await new Promise((resolve) => server.close(resolve));
  });
});
