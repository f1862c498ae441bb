// One jest run, four kinds of test, told apart by file name:
//   *.test.ts       unit tests beside the code (no I/O)
//   *.int.test.ts   HTTP tests against the local runtime and its emulators
//   *.e2e.test.ts   browser tests in Debian's Chromium
//   infra/**/*.test.ts  CDK assertions and cdk-nag
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2023' }, module: { type: 'es6' } }];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/{shared,functions,infra,web}/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/cdk.out/', '/.local/'],
  setupFiles: ['<rootDir>/infra/local/testing/quiet-logs.ts'],
  globalSetup: '<rootDir>/infra/local/testing/global-setup.ts',
  globalTeardown: '<rootDir>/infra/local/testing/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
