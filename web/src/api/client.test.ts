import { userAuthorization, userGet, userUpdate } from '../../../shared/api/account';
import { clinicGet, doctorDelete, imageGet } from '../../../shared/api/clinic';
import { widgetLoader } from '../../../shared/api/widget';
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE, timezoneOffsetHours } from './client';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(respond: (call: Call) => Response | Promise<Response>, token: string | null = 'tkn') {
  const { calls, fetchImpl } = fakeFetch(respond);
  let unauthorized = 0;
  const api = createApiClient({ fetch: fetchImpl, base: '/api', token: () => token, onUnauthorized: () => unauthorized++ });
  return { api, calls, unauthorizedCount: () => unauthorized };
}

describe('api client', () => {
  it('sends JSON with the bearer token and the timezone offset', async () => {
    const { api, calls } = client(() => json(200, { ok: true }));
    await expect(api.call(userAuthorization, { body: { email: 'anna@test.ru', password: 'секрет' } })).resolves.toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('/api/user/authorization');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"email":"anna@test.ru","password":"секрет"}');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tkn');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Timezone-Offset']).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('sends no Authorization header without a token and no body on GET', async () => {
    const { api, calls } = client(() => json(200, {}), null);
    await api.call(userGet);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('turns the shared error shape into ApiError with its messages', async () => {
    const body = { error: { code: 'EMAIL_TAKEN', message: 'Занят', messages: ['Пользователь уже есть', 'Ещё одно'] } };
    const { api } = client(() => json(409, body));
    const error = await api.call(userAuthorization, { body: { email: '', password: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).messages).toEqual(['Пользователь уже есть', 'Ещё одно']);
    expect((error as ApiError).body).toEqual(body);
  });

  it('uses a Russian fallback when the answer is not the error shape', async () => {
    const { api } = client(() => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = (await api.call(userGet).catch((e: unknown) => e)) as ApiError;
    expect(error.messages).toEqual(['Сервер временно недоступен. Попробуйте позже']);
  });

  it('reports a network failure as status 0', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await api.call(userGet).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.messages).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('calls the 401 handler on 401 only', async () => {
    const { api, unauthorizedCount } = client(({ url }) =>
      url.endsWith('/user') ? json(401, { error: { code: 'UNAUTHORIZED', message: 'Войдите', messages: ['Войдите'] } }) : json(400, {}),
    );
    await expect(api.call(userGet)).rejects.toBeInstanceOf(ApiError);
    await expect(api.call(clinicGet)).rejects.toBeInstanceOf(ApiError);
    expect(unauthorizedCount()).toBe(1);
  });
});

describe('timezoneOffsetHours', () => {
  it('is hours east of UTC', () => {
    const moscow = { getTimezoneOffset: () => -180 } as Date;
    const utc = { getTimezoneOffset: () => 0 } as Date;
    const newYork = { getTimezoneOffset: () => 300 } as Date;
    const india = { getTimezoneOffset: () => -330 } as Date;
    expect(timezoneOffsetHours(moscow)).toBe('3');
    expect(timezoneOffsetHours(utc)).toBe('0');
    expect(timezoneOffsetHours(newYork)).toBe('-5');
    expect(timezoneOffsetHours(india)).toBe('5.5');
  });

  describe('call(contract)', () => {
    it("uses the contract's method and path, sends the body and answers the JSON", async () => {
      const { api, calls } = client(() => json(200, { name: 'Анна', email: 'a@b.ru', phone: '', version: 1 }));
      const answer = await api.call(userUpdate, { body: { version: 0, user: { name: 'Анна', email: 'a@b.ru', phone: '' } } });
      expect(answer.name).toBe('Анна');
      expect(calls[0]?.url).toBe('/api/user');
      expect(calls[0]?.init.method).toBe('PUT');
      expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ version: 0, user: { name: 'Анна', email: 'a@b.ru', phone: '' } });
    });

    it('puts the query in the URL and reads each kind of answer by the contract', async () => {
      const { api, calls } = client((call) =>
        call.url.startsWith('/api/doctor')
          ? new Response(null, { status: 204 })
          : call.url.startsWith('/api/js')
            ? new Response('var loader;', { status: 200, headers: { 'content-type': 'text/javascript' } })
            : new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png' } }),
      );
      await expect(api.call(doctorDelete, { query: { id: 'd 1', version: '3' } })).resolves.toBeUndefined();
      await expect(api.call(widgetLoader, { query: { id: 'k-1' } })).resolves.toBe('var loader;');
      const image = await api.call(imageGet, { query: { name: 'u_logo_x.png', size: '250' } });
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
      expect(calls.map((call) => call.url)).toEqual([
        '/api/doctor?id=d+1&version=3',
        '/api/js?id=k-1',
        '/api/img?name=u_logo_x.png&size=250',
      ]);
    });
  });
});
