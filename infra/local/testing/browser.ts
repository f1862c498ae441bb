// Debian's Chromium for browser tests (*.e2e.test.ts): its headless shell, through playwright-core; never a
// downloaded browser. `.ci/run` installs it when it is missing (infra/local/prerequisites.ts names the apt line).
import { chromium, type Browser } from 'playwright-core';
import { assertPrerequisites, HEADLESS_SHELL_PATH } from '../prerequisites';

/** The browser the tests launch. */
export const TEST_BROWSER_PATH = HEADLESS_SHELL_PATH;

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
  return chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: CHROMIUM_ARGS });
}
