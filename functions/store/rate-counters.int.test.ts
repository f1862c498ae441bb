// The shared allowance against DynamoDB Local: counts up to the limit, refuses past it with the time
// left in the window, starts again in the next window, and keeps scopes apart.
import { randomUUID } from 'node:crypto';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';

useRuntimeInProcess();
const { takeAllowance } = await import('./rate-counters');

const perMinute = { limit: 3, windowSeconds: 60 };
const windowStart = Math.floor(Date.now() / 60_000) * 60_000;

it('allows the limit within a window, then refuses with the seconds left', async () => {
  const scope = `test#${randomUUID()}`;
  const outcomes = [];
  for (let use = 0; use < 4; use++) outcomes.push(await takeAllowance(scope, perMinute, windowStart + 45_000));
  expect(outcomes.slice(0, 3)).toEqual([1, 2, 3].map((used) => ({ allowed: true, used })));
  expect(outcomes[3]).toEqual({ allowed: false, retryAfterSeconds: 15 });
});

it('counts concurrent uses exactly: of 10 at once, the limit passes', async () => {
  const scope = `test#${randomUUID()}`;
  const outcomes = await Promise.all(Array.from({ length: 10 }, () => takeAllowance(scope, perMinute, windowStart)));
  expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
});

it('starts again in the next window and keeps scopes apart', async () => {
  const scope = `test#${randomUUID()}`;
  for (let use = 0; use < 3; use++) await takeAllowance(scope, perMinute, windowStart);
  expect((await takeAllowance(scope, perMinute, windowStart)).allowed).toBe(false);
  expect(await takeAllowance(`${scope}-other`, perMinute, windowStart)).toEqual({ allowed: true, used: 1 });
  expect(await takeAllowance(scope, perMinute, windowStart + 60_000)).toEqual({ allowed: true, used: 1 });
});
