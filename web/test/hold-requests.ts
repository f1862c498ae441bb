// Browser-test support: what a screen shows while a request is slow, without waiting for a time.
import type { Page, Request, Route } from 'playwright-core';

/** Holds the page's requests that `matches` until the returned `release` is called; the others go on. */
export async function holdRequests(page: Page, matches: (request: Request) => boolean): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route: Route) => {
    if (!matches(route.request())) return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}
