import { spawn } from 'node:child_process';
import { BUDGET_CORES, budgetVerdict, JEST_BUDGET_SECONDS, machineBusySeconds, treeCpuSeconds } from './run-budget.js';

describe("the test run's time budget", () => {
  it('passes a run within it on CI’s cores and fails one over it', () => {
    expect(budgetVerdict({ wallSeconds: JEST_BUDGET_SECONDS - 1, cores: BUDGET_CORES })).toMatchObject({ over: false });
    const over = budgetVerdict({ wallSeconds: JEST_BUDGET_SECONDS + 1, cores: BUDGET_CORES, othersCpuSeconds: 30, windowSeconds: 400 });
    expect(over).toMatchObject({ limitSeconds: JEST_BUDGET_SECONDS, over: true, shared: false });
    expect(over.message).toMatch(/over budget \(other work used 4% of the machine's CPU meanwhile\)/);
  });

  it('gives a machine with fewer cores proportionally longer, and one with more no less', () => {
    expect(budgetVerdict({ wallSeconds: 0, cores: 1 }).limitSeconds).toBe(JEST_BUDGET_SECONDS * BUDGET_CORES);
    expect(budgetVerdict({ wallSeconds: 0, cores: 8 }).limitSeconds).toBe(JEST_BUDGET_SECONDS);
  });

  it('tells, not fails, a run over it while other work kept the machine busy', () => {
    const shared = budgetVerdict({ wallSeconds: 900, cores: 2, othersCpuSeconds: 900, windowSeconds: 890 });
    expect(shared).toMatchObject({ over: true, shared: true });
    expect(shared.message).toMatch(/other work used 51% .*not counted against the budget/);
  });

  it('takes a limit set for the run', () => {
    expect(budgetVerdict({ wallSeconds: 500, cores: 2, limitSeconds: 600 })).toMatchObject({ limitSeconds: 600, over: false });
  });

  it("counts a child's CPU in this process's tree, and the machine's busy time as it grows", async () => {
    const [machineBefore, oursBefore] = [machineBusySeconds()!, treeCpuSeconds()!];
    // A child that spins until it has used 300 ms of CPU (however busy the machine), then exits: waited
    // for, its time moves into this process's children's.
    const spin = 'while (process.cpuUsage().user + process.cpuUsage().system < 300_000);';
    const child = spawn(process.execPath, ['-e', spin]);
    await new Promise((resolve) => child.on('exit', resolve));
    expect(treeCpuSeconds()! - oursBefore).toBeGreaterThanOrEqual(0.28);
    expect(machineBusySeconds()! - machineBefore).toBeGreaterThanOrEqual(0.28);
  });
});
