// The function budgets as a test (issue 25 §1), not only figures `npm run bench` prints: every function
// CDK ships, HTTP rows, queue consumers and schedules, is at most 300 KB minified and its module init
// takes at most 150 ms of CPU (how it is measured and why CPU time: infra/function-budgets.ts). A
// function over a budget is named with the five inputs that weigh most in its bundle, which is where to
// cut. The bundles are the IAM suite's build, minified (infra/cdk/app.test.ts runs both).
import {
  buildShippedBundles,
  FUNCTION_BUDGET,
  judgedInitTimes,
  overInit,
  overSize,
  type ShippedBundles,
  type ShippedFunction,
} from '../function-budgets';

let bundles: ShippedBundles;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const described = (fn: ShippedFunction, figure: string) => `${fn.name}: ${figure}; heaviest: ${fn.heaviest.join(', ')}`;
const oversized = (kinds: ShippedFunction['kind'][]) =>
  bundles.functions.filter((fn) => kinds.includes(fn.kind) && overSize(fn)).map((fn) => described(fn, kb(fn.bytes)));

// Inside a describe, so its build starts after the IAM suite's (top-level) one was asked for and reuses it.
describe('function budgets', () => {
  beforeAll(async () => {
    bundles = await buildShippedBundles();
  }, 180_000);
  afterAll(() => bundles?.dispose());

  test('bundles every function: a row of the route table each, the queue consumers and the schedules', () => {
    const kinds = bundles.functions.map((fn) => fn.kind);
    expect(kinds.filter((kind) => kind === 'http').length).toBeGreaterThan(60);
    expect(kinds).toContain('queue');
    expect(kinds).toContain('schedule');
  });

  test(`each HTTP function ships at most ${FUNCTION_BUDGET.minifiedKb} KB minified`, () => {
    expect(oversized(['http'])).toEqual([]);
  });

  test(`each queue consumer and schedule ships at most ${FUNCTION_BUDGET.minifiedKb} KB minified`, () => {
    expect(oversized(['queue', 'schedule'])).toEqual([]);
  });

  test(`each function's module init takes at most ${FUNCTION_BUDGET.initCpuMs} ms of CPU`, async () => {
    const times = await judgedInitTimes(bundles.functions);
    const slow = bundles.functions.flatMap((fn, index) =>
      overInit(times[index]!) ? [described(fn, `${times[index]!.cpuMs.toFixed(0)} ms CPU (median of 5)`)] : [],
    );
    expect(slow).toEqual([]);
  }, 600_000);
});
