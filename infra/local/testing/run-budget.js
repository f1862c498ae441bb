// The test run's time budget (issue 25): `npm test` within 8 minutes on CI's 2 cores, of which the
// pretest (lint, loader build, vite build) takes about one, so jest's whole run (setup included) may
// take JEST_BUDGET_SECONDS there. A machine with fewer cores gets proportionally longer; more cores
// get no less. A run on a machine that other work kept busy (a shared developer machine) is told,
// not failed: the budget is CI's, and a busy neighbour is no regression. Plain JS: the project-timings
// reporter loads it untransformed.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * The goal is JEST_TARGET_SECONDS (8 minutes less the pretest, which takes under half a minute). The suite is not
 * there yet (508 s on 2 idle cores with 3 workers at the last measured run, 2026-11-28; issue 25 stays open), so the
 * run fails above a ceiling that holds today's figure with room for CI's variance: a ratchet, lowered as the suite
 * gets faster (840 s until the suite moved to 3 workers).
 */
export const JEST_TARGET_SECONDS = 420;
export const JEST_BUDGET_SECONDS = 600;
export const BUDGET_CORES = 2;
/** Others' share of the machine's CPU during the run above which the budget is not enforced (tsc beside jest takes about a tenth). */
export const SHARED_MACHINE_SHARE = 0.25;

/**
 * @param {{ wallSeconds: number; cores: number; othersCpuSeconds?: number; windowSeconds?: number; limitSeconds?: number }} run
 * @returns {{ limitSeconds: number; over: boolean; shared: boolean; message: string }}
 */
export function budgetVerdict({ wallSeconds, cores, othersCpuSeconds, windowSeconds, limitSeconds }) {
  const limit = limitSeconds ?? Math.round((JEST_BUDGET_SECONDS * BUDGET_CORES) / Math.min(BUDGET_CORES, Math.max(1, cores)));
  const over = wallSeconds > limit;
  const othersShare = othersCpuSeconds !== undefined && windowSeconds ? othersCpuSeconds / (cores * windowSeconds) : 0;
  const shared = othersShare > SHARED_MACHINE_SHARE;
  const figures = `jest took ${wallSeconds.toFixed(0)} s of its ${limit} s ceiling on ${cores} cores (the goal: ${JEST_TARGET_SECONDS} s)`;
  const busy = `other work used ${Math.round(othersShare * 100)}% of the machine's CPU meanwhile`;
  if (!over) return { limitSeconds: limit, over, shared, message: `${figures}.` };
  if (shared) return { limitSeconds: limit, over, shared, message: `${figures}, but ${busy}: not counted against the budget.` };
  return {
    limitSeconds: limit,
    over,
    shared,
    message: `${figures}: over budget (${busy}). See the per-project sums above for where the time went.`,
  };
}

/** CPU seconds the whole machine has spent busy since boot (/proc/stat), or undefined off Linux. */
export function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of this process and its descendants, live ones and those already waited for, or undefined off Linux. */
export function treeCpuSeconds(rootPid = process.pid) {
  try {
    const stats = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // Fields after the command (which may hold spaces): state ppid … utime(14) stime cutime cstime.
        const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1).split(' ');
        const seconds = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) / 100;
        stats.set(Number(name), { ppid: Number(fields[1]), seconds });
      } catch {
        // gone meanwhile
      }
    }
    let total = 0;
    const pending = [rootPid];
    while (pending.length > 0) {
      const pid = pending.pop();
      total += stats.get(pid)?.seconds ?? 0;
      for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
    }
    return total;
  } catch {
    return undefined;
  }
}

export const machineCores = () => availableParallelism();
