// One jest run, five projects told apart by file name; each runs alone with `npm run test:<name>`:
//   unit     *.test.ts beside the code: no emulators, no browser, seconds
//   int      *.int.test.ts: HTTP tests against the local runtime and its emulators
//   browser  *.e2e.test.ts in Debian's Chromium, and *.build.test.ts checks of the built web app
//   cdk      infra/cdk/app.test.ts: CDK assertions and cdk-nag (its *.suite.ts files share one synthesis)
//   fault    *.fault.test.ts: the long fault runs of the lead pipeline
//   no-sns   the lead int tests again, against a runtime without SNS (LEAD_FANOUT=sqs, issue 28 §3)
// Only the projects that need the local runtime name the global setup that starts it, and jest runs
// a project's global setup only when one of its tests is selected (the same file runs once).

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2023' },
    module: { type: 'es6' },
  },
];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/cdk.out/', '/.local/'],
  setupFiles: ['<rootDir>/infra/local/testing/quiet-logs.ts'],
};

const withRuntime = {
  globalSetup: '<rootDir>/infra/local/testing/global-setup.ts',
  globalTeardown: '<rootDir>/infra/local/testing/global-teardown.ts',
};

const AREAS = '<rootDir>/{shared,functions,infra,web}/**';

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [`${AREAS}/*.test.ts?(x)`],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.(int|e2e|build|fault)\\.test\\.tsx?$', '<rootDir>/infra/cdk/'],
    },
    { ...common, ...withRuntime, displayName: 'int', testMatch: [`${AREAS}/*.int.test.ts`] },
    {
      ...common,
      ...withRuntime,
      // Checks Debian's Chromium first, then shares the runtime the other projects start.
      globalSetup: '<rootDir>/infra/local/testing/browser-setup.ts',
      displayName: 'browser',
      testMatch: [`${AREAS}/*.e2e.test.ts`, `${AREAS}/*.build.test.ts`],
    },
    { ...common, displayName: 'cdk', testMatch: ['<rootDir>/infra/cdk/**/*.test.ts'] },
    { ...common, ...withRuntime, displayName: 'fault', testMatch: [`${AREAS}/*.fault.test.ts`] },
    {
      ...common,
      ...withRuntime,
      // Its own runtime, started only when this project runs: a lead there reaches its channel queues by direct
      // sends. The smallest set that shows both fan-outs deliver alike: the booking pipeline end to end and the fan-out's own.
      globalSetup: '<rootDir>/infra/local/testing/no-sns-setup.ts',
      globals: { DENTLEAD_TEST_RUNTIME: 'no-sns' },
      displayName: 'no-sns',
      testMatch: ['<rootDir>/functions/test/leads.int.test.ts', '<rootDir>/functions/test/lead-fanout.int.test.ts'],
    },
  ],
  reporters: ['default', '<rootDir>/infra/local/testing/project-timings.js'],
  testSequencer: '<rootDir>/infra/local/testing/slowest-first.js',
  testTimeout: 60000,
  // Three workers on CI's 2 cores: the files spend much of their time waiting (pages, queues, emulators), so
  // with two the CPU was idle about half the run; with three it is about 90 % busy (vmstat over a whole run,
  // 2026-11-28) and the run a fifth shorter. More would only queue for the cores. The run's time is checked by
  // the project-timings reporter (run-budget.js).
  maxWorkers: 3,
};
