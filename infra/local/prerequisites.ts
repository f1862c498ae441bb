// What a fresh machine needs before `npm start` and `npm test`, which npm cannot install: Java 17+
// for DynamoDB Local and Debian's Chromium: its headless shell for the browser tests, the full browser
// for the bench's Lighthouse figures (both built from Debian's one chromium source, same version). A
// missing one is named with the one apt line that installs them (the README says the same; `.ci/run` runs it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const APT_LINE = 'apt-get update && apt-get install -y openjdk-17-jre-headless chromium chromium-headless-shell';
/** The full browser: Lighthouse measures pages in it, as a patient's Chrome renders them. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Chromium's headless shell, which Playwright itself runs headless tests in: the same engine without the
 * desktop browser's layer, about a fifth less CPU per browser test file than `chromium --headless`
 * (six of the heaviest files: 164 -> 134 CPU-s, 2026-11-28), on a machine where the test run is CPU-bound.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const MIN_JAVA = 17;

export type Prerequisite = 'java' | 'chromium';

/** What the checks ask of the machine (tests pass their own). */
export interface Machine {
  javaMajorVersion(): number | undefined;
  hasChromium(): boolean;
}

export const thisMachine: Machine = {
  javaMajorVersion: () => {
    const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
    if (result.error || result.status !== 0) return undefined;
    return parseJavaMajor(`${result.stderr}${result.stdout}`);
  },
  hasChromium: () => existsSync(CHROMIUM_PATH) && existsSync(HEADLESS_SHELL_PATH),
};

/** `openjdk version "17.0.9"` → 17; the old scheme `"1.8.0_392"` → 8. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function problemWith(tool: Prerequisite, machine: Machine): string | undefined {
  if (tool === 'chromium')
    return machine.hasChromium()
      ? undefined
      : `Debian's Chromium is missing (${CHROMIUM_PATH} or ${HEADLESS_SHELL_PATH}); the browser tests and the bench drive it`;
  const major = machine.javaMajorVersion();
  if (major === undefined) return `Java is missing (no \`java\` on PATH); DynamoDB Local runs on Java ${MIN_JAVA}+`;
  return major >= MIN_JAVA ? undefined : `Java ${major} is too old; DynamoDB Local needs Java ${MIN_JAVA}+`;
}

/** Throws one message naming every missing tool and the apt line, when any is missing. */
export function assertPrerequisites(tools: Prerequisite[], machine: Machine = thisMachine): void {
  const problems = tools.map((tool) => problemWith(tool, machine)).filter((problem): problem is string => problem !== undefined);
  if (problems.length === 0) return;
  throw new Error(`${problems.join('\n')}\nInstall what this machine needs first (as root):\n  ${APT_LINE}`);
}
