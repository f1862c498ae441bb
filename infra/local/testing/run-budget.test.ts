import { spawn } from 'node:child_process';
import { waitFor } from './wait-for';
import { BUDGET_CORES, budgetVerdict, JEST_BUDGET_SECONDS, startCpuMeter } from './run-budget.js';

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

  // A process that spins until it has used 300 ms of CPU (however busy the machine), then exits.
  const spin = 'const t = Date.now(); while (process.cpuUsage().user + process.cpuUsage().system < 300_000 && Date.now() - t < 20_000);';

  it("counts a child's CPU as this run's, and a process outside its tree and process groups as other work", async () => {
    const ours = startCpuMeter(process.pid, 50);
    const child = spawn(process.execPath, ['-e', spin]);
    await new Promise((resolve) => child.on('exit', resolve));
    expect(ours.stop()!.oursCpuSeconds).toBeGreaterThanOrEqual(0.2);

    // A neighbour: started in a process group of its own by a shell that exits at once, so the spinner is
    // nobody's child here and in no group of this run's (as another user's job on a shared machine).
    const others = startCpuMeter(process.pid, 50);
    const shell = spawn('sh', ['-c', `"${process.execPath}" -e '${spin}' & echo $!`], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const pid = Number(await new Promise<string>((resolve) => shell.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
    await waitFor('the neighbour to exit', async () => !running(pid));
    expect(others.stop()!.othersCpuSeconds).toBeGreaterThanOrEqual(0.2);
  });
});

/** Whether `pid` still runs (signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
