// What the lead sweeper logs when it finds leads stuck past its grace period: CDK turns these lines
// into a metric and an alarm (infra/cdk/stacks/schedules-stack.ts), so they are named once, here.
export const sweepLog = {
  /** Extra key: `requeued`, the count. */
  landingRequeued: 'requeued undelivered landing leads',
  /** Extra key: `announced`, the count. */
  leadsAnnounced: 'announced leads that were stored but never announced',
} as const;
