import { batchOutcome } from './batch-outcome';

const ids = ['m1', 'm2', 'm3'];

describe('batchOutcome', () => {
  it.each([[undefined], [null], [''], [{}], [{ batchItemFailures: [] }]])('counts %j as all succeeded', (result) => {
    expect(batchOutcome(ids, result)).toEqual({ succeeded: ids, failed: [] });
  });

  it('fails the listed messages only', () => {
    expect(batchOutcome(ids, { batchItemFailures: [{ itemIdentifier: 'm2' }] })).toEqual({ succeeded: ['m1', 'm3'], failed: ['m2'] });
  });

  it.each([
    [{ batchItemFailures: [{ itemIdentifier: 'unknown' }] }],
    [{ batchItemFailures: [{ itemIdentifier: '' }] }],
    [{ batchItemFailures: [{}] }],
    [{ batchItemFailures: 'm1' }],
    [42],
  ])('fails the whole batch for a malformed answer %j', (result) => {
    const outcome = batchOutcome(ids, result);
    expect(outcome.succeeded).toEqual([]);
    expect(outcome.failed).toEqual(ids);
    expect(outcome.wholeBatchFailure).toEqual(expect.any(String));
  });
});
