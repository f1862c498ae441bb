import { eventually, waitFor } from './wait-for';

describe('waitFor', () => {
  it('answers the first truthy answer of the probe, asking again after falsy answers and errors', async () => {
    const answers: Array<() => string | false> = [
      () => false,
      () => {
        throw new Error('not yet');
      },
      () => 'ready',
    ];
    let calls = 0;
    await expect(waitFor('the third answer', async () => answers[calls++]!(), { everyMs: 1 })).resolves.toBe('ready');
    expect(calls).toBe(3);
  });

  it('fails naming what it waited for and the last error', async () => {
    await expect(
      waitFor(
        'the mail',
        async () => {
          throw new Error('mailbox down');
        },
        { timeoutMs: 20, everyMs: 5 },
      ),
    ).rejects.toThrow(/waiting for the mail \(last error: mailbox down\)/);
  });

  it('eventually answers the first accepted value', async () => {
    let n = 0;
    await expect(
      eventually(
        async () => ++n,
        (value) => value >= 3,
        { everyMs: 1 },
      ),
    ).resolves.toBe(3);
  });
});
