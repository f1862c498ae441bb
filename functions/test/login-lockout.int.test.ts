// The login lockout (issue 13): five wrong passwords for one e-mail from one address lock it there, the
// right password too, with a longer lockout each time in a row; a correct login resets the count; an
// unknown e-mail behaves exactly like a registered one. (Bursts from many addresses: lockout-parallel.int.test.ts.)
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../store/keys';
import { useTestTable } from './table';
import { api, registerAccount, uniqueEmail } from './api';

const { client: table, tableName } = useTestTable();

const logIn = (email: string, password: string) => api('POST', '/api/user/authorization', { body: { email, password } });

async function failTimes(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await logIn(email, `wrong-pass-${i}`)).status);
  return statuses;
}

/** As if the lockout ran out, for this address and e-mail-wide: the test cannot wait minutes. */
async function endLockout(email: string): Promise<void> {
  for (const Key of [keys.loginFailures(email), keys.loginFrom(email, '127.0.0.1')]) {
    await table
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'SET lockedUntil = :past',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':past': 0 },
        }),
      )
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
}

describe('the login lockout', () => {
  it('locks an e-mail after five wrong passwords, refuses even the right one, and says when to try again', async () => {
    const { email } = await registerAccount();
    expect(await failTimes(email, 5)).toEqual([401, 401, 401, 401, 401]);
    const locked = await logIn(email, 'secret-pass-1');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('LOGIN_LOCKED');
    expect(locked.body.error.messages[0]).toMatch(/^Слишком много неудачных попыток входа.*через 5 мин\. или войдите по ссылке/);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);

    // Once it runs out the right password works; the next lockout in a row lasts twice as long.
    await endLockout(email);
    expect((await logIn(email, 'wrong-pass-x')).status).toBe(401);
    await endLockout(email);
    expect(await failTimes(email, 4)).toEqual([401, 401, 401, 401]);
    const longer = await logIn(email, 'secret-pass-1');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(longer.body.error.messages[0]).toMatch(/через 10 мин\. /);
    await endLockout(email);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(200);
  });

  it('resets the count on a correct login', async () => {
    const { email } = await registerAccount();
    expect(await failTimes(email, 4)).toEqual([401, 401, 401, 401]);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(200);
    expect(await failTimes(email, 4)).toEqual([401, 401, 401, 401]);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a registered one', async () => {
    const known = (await registerAccount()).email;
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      const statuses = await failTimes(email, 5);
      const locked = await logIn(email, 'secret-pass-1');
      answers.push({ statuses, status: locked.status, body: locked.body, retryAfter: locked.headers.has('retry-after') });
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('counts simultaneous wrong passwords, every one of them', async () => {
    const { email } = await registerAccount();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => logIn(email, `parallel-wrong-${i}`)));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(429);
  });
});
