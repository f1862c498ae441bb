import { readFileSync } from 'node:fs';
import { APT_LINE, assertPrerequisites, parseJavaMajor, type Machine } from './prerequisites';

const machine = (javaMajor: number | undefined, chromium: boolean): Machine => ({
  javaMajorVersion: () => javaMajor,
  hasChromium: () => chromium,
});

describe('prerequisites', () => {
  it('reads the major Java version from both version schemes', () => {
    expect(parseJavaMajor('openjdk version "17.0.9" 2023-10-17\nOpenJDK Runtime Environment')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaMajor('command not found')).toBeUndefined();
  });

  it('passes a machine with Java 17+ and Chromium', () => {
    expect(() => assertPrerequisites(['java', 'chromium'], machine(21, true))).not.toThrow();
  });

  it('names each missing tool and the one apt line that installs them', () => {
    expect(() => assertPrerequisites(['java'], machine(undefined, true))).toThrow(
      /Java is missing[\s\S]*apt-get update && apt-get install -y openjdk-17-jre-headless chromium/,
    );
    expect(() => assertPrerequisites(['java'], machine(11, true))).toThrow('Java 11 is too old');
    expect(() => assertPrerequisites(['java', 'chromium'], machine(17, false))).toThrow(/Chromium is missing[\s\S]*apt-get install/);
  });

  it('asks only about the tools a command needs', () => {
    expect(() => assertPrerequisites(['java'], machine(17, false))).not.toThrow();
  });

  it('updates apt before installing', () => {
    expect(APT_LINE.indexOf('apt-get update')).toBeLessThan(APT_LINE.indexOf('apt-get install'));
  });

  it('are installed by .ci/run on a fresh machine, after an apt update', () => {
    const script = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    const update = script.indexOf('apt-get update');
    const install = script.indexOf('apt-get install');
    expect(update).toBeGreaterThan(-1);
    expect(install).toBeGreaterThan(update);
    expect(script).toContain('need_apt+=(chromium)');
    expect(script).toContain('need_apt+=(chromium-headless-shell)');
    expect(script).toContain('openjdk-17-jre-headless');
  });
});
