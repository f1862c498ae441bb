// Sessions end with the account's say-so (issue 13): a password change ends every older token, and a
// token of an account that no longer exists opens nothing, though its signature is still valid.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../store/keys';
import { useTestTable } from './table';
import { api, registerAccount, versionOf } from './api';

const { client: table, tableName } = useTestTable();

const profile = { clinic: 'Клиника Сессия', currency: { name: 'Рубль', symbol: '₽' }, addressList: [], specializationList: [] };

describe('a password change', () => {
  it('ends every older session and answers a fresh token that keeps this one going', async () => {
    const { token, email } = await registerAccount();
    const other = await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } });
    expect(other.status).toBe(200);

    const changed = await api('PUT', '/api/user/password', {
      token,
      body: { passwordOld: 'secret-pass-1', passwordNew: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ _id: expect.any(String), token: expect.any(String) });

    for (const old of [token, other.body.token as string]) {
      const refused = await api('GET', '/api/user', { token: old });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('UNAUTHORIZED');
      expect(refused.body.error.messages[0]).toMatch(/войдите снова/);
      expect((await api('PUT', '/api/clinic', { token: old, body: profile })).status).toBe(401);
    }
    const me = await api('GET', '/api/user', { token: changed.body.token });
    expect(me).toMatchObject({ status: 200, body: { _id: changed.body._id, email } });

    const relogin = await api('POST', '/api/user/authorization', { body: { email, password: 'brand-new-pass' } });
    expect((await api('GET', '/api/user', { token: relogin.body.token })).status).toBe(200);
    // A second change ends the first change's token too.
    const again = await api('PUT', '/api/user/password', {
      token: changed.body.token,
      body: { passwordOld: 'brand-new-pass', passwordNew: 'third-pass-33' },
    });
    expect(again.status).toBe(200);
    expect((await api('GET', '/api/user', { token: changed.body.token })).status).toBe(401);
    expect((await api('GET', '/api/user', { token: again.body.token })).status).toBe(200);
  });
});

describe('a removed account', () => {
  it('cannot read or write with a token issued before it was removed', async () => {
    const { token } = await registerAccount();
    const me = await api('GET', '/api/user', { token });
    const edit = { ...profile, version: await versionOf('/api/clinic', token) };
    expect((await api('PUT', '/api/clinic', { token, body: edit })).status).toBe(200);

    await table.send(new DeleteCommand({ TableName: tableName, Key: keys.account(me.body._id) }));

    for (const [method, path, body] of [
      ['PUT', '/api/clinic', edit],
      ['GET', '/api/clinic', undefined],
      ['GET', '/api/user', undefined],
    ] as const) {
      const answer = await api(method, path, { token, body });
      expect(answer.status).toBe(401);
      expect(answer.body.error.messages).toEqual(['Аккаунт не найден: войдите снова']);
    }
  });
});
