// Types of run-budget.js (plain JS for the jest reporter that loads it untransformed).
export declare const JEST_BUDGET_SECONDS: number;
export declare const BUDGET_CORES: number;
export declare const SHARED_MACHINE_SHARE: number;
export interface BudgetRun {
  wallSeconds: number;
  cores: number;
  othersCpuSeconds?: number;
  windowSeconds?: number;
  limitSeconds?: number;
}
export declare function budgetVerdict(run: BudgetRun): { limitSeconds: number; over: boolean; shared: boolean; message: string };
export declare function startCpuMeter(
  rootPid?: number,
  intervalMs?: number,
): { stop: () => { oursCpuSeconds: number; othersCpuSeconds: number } | undefined };
export declare function machineCores(): number;
