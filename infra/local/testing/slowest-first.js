// Jest test sequencer: jest's own (failed first, then the slowest by the timings it cached), except that a
// file with no cached timing (every file on a fresh clone, as on CI) goes by SLOWEST_FILES before its size.
// By size alone (jest's rule without timings) the CDK app's file, a few lines importing its suites, would
// start last though it takes over a minute, and the run would end on it. The list is an order, not a check:
// a stale entry only starts a file early. Plain JS: jest loads it untransformed.
import TestSequencer from '@jest/test-sequencer';

/** The slowest files of a full run (2026-11-28, 2 cores, 3 workers), slowest first. */
export const SLOWEST_FILES = [
  'functions/test/input-fuzz.int.test.ts',
  'infra/cdk/app.test.ts',
  'functions/test/leads-faults.fault.test.ts',
  'web/test/axe-cabinet.e2e.test.ts',
  'web/test/cabinet-forms.e2e.test.ts',
  'web/test/staff.e2e.test.ts',
  'functions/test/amo.int.test.ts',
  'web/test/widget-ux.e2e.test.ts',
  'functions/test/mis-push.int.test.ts',
];

const rank = (path) => SLOWEST_FILES.findIndex((file) => path.endsWith(`/${file}`));

export default class SlowestFirst extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const failed = sorted.filter((test) => this.hasFailed(test));
    const rest = sorted.filter((test) => !this.hasFailed(test));
    const untimed = rest.filter((test) => this.time(test) == null);
    const ranked = untimed.filter((test) => rank(test.path) >= 0).sort((a, b) => rank(a.path) - rank(b.path));
    const timed = rest.filter((test) => this.time(test) != null);
    return [...failed, ...ranked, ...untimed.filter((test) => rank(test.path) < 0), ...timed];
  }
}
