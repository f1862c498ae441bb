// Jest reporter: after a run, one line per project (unit, int, browser, cdk, fault) with its test
// files, the wall-clock span from its first file's start to its last file's end, and the sum of its
// files' own times (a span shorter than the sum means files ran side by side). Then the run's time
// budget (run-budget.js): a run over it fails, unless other work kept the machine busy meanwhile.
// DENTLEAD_JEST_BUDGET_SECONDS sets another limit. Plain JS: jest loads reporters without transforming them.
import { budgetVerdict, machineCores, startCpuMeter } from './run-budget.js';

export default class ProjectTimings {
  /** @type {Error | undefined} */
  overBudget;

  /** When the tests began (after the global setup), and the meter of this run's CPU and other work's since. */
  started = { at: Date.now(), cpu: startCpuMeter() };

  /** @type {Map<string, { files: number; failed: number; start: number; end: number; sum: number }>} */
  projects = new Map();

  /**
   * @param {{ context: { config: { displayName?: { name: string } } } }} test
   * @param {{ numFailingTests: number; testExecError?: unknown; perfStats: { start: number; end: number; runtime: number } }} result
   */
  onTestResult(test, result) {
    const name = test.context.config.displayName?.name ?? 'tests';
    const { start, end, runtime } = result.perfStats;
    const entry = this.projects.get(name) ?? { files: 0, failed: 0, start, end, sum: 0 };
    entry.files += 1;
    entry.failed += result.numFailingTests > 0 || result.testExecError ? 1 : 0;
    entry.start = Math.min(entry.start, start);
    entry.end = Math.max(entry.end, end);
    entry.sum += runtime;
    this.projects.set(name, entry);
  }

  /** @param {unknown} _contexts @param {{ startTime: number }} results */
  onRunComplete(_contexts, results) {
    if (this.projects.size === 0) return;
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const lines = [...this.projects].map(
      ([name, p]) =>
        `  ${name.padEnd(8)} ${String(p.files).padStart(3)} files${p.failed ? ` (${p.failed} failed)` : ''}  span ${seconds(p.end - p.start).padStart(8)}  sum of files ${seconds(p.sum).padStart(8)}`,
    );
    console.log(`\nTime per jest project (whole run ${seconds(Date.now() - results.startTime)}, setup included):\n${lines.join('\n')}\n`);
    const verdict = budgetVerdict({
      wallSeconds: (Date.now() - results.startTime) / 1000,
      cores: machineCores(),
      othersCpuSeconds: this.othersCpuSeconds(),
      windowSeconds: (Date.now() - this.started.at) / 1000,
      limitSeconds: Number(process.env.DENTLEAD_JEST_BUDGET_SECONDS) || undefined,
    });
    console.log(`Time budget: ${verdict.message}\n`);
    if (verdict.over && !verdict.shared) this.overBudget = new Error(`Time budget: ${verdict.message}`);
  }

  /** CPU seconds the machine spent on work other than this jest run (and its runtime and browsers) while the tests ran. */
  othersCpuSeconds() {
    return this.started.cpu.stop()?.othersCpuSeconds;
  }

  getLastError() {
    return this.overBudget;
  }
}
