// Debian's Chromium for browser tests (*.e2e.test.ts), through playwright-core; never a downloaded browser.
// `.ci/run` installs it when it is missing (infra/local/prerequisites.ts names the apt line).
import { chromium, type Browser } from 'playwright-core';
import { assertPrerequisites, CHROMIUM_PATH } from '../prerequisites';

export { CHROMIUM_PATH };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  assertPrerequisites(['chromium']);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
