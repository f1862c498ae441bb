// IDENT reads every answer as text: the errors the HTTP chain raises before the handler (a malformed or
// oversized body, a body where none is taken, a wrong content type) are plain text with their status,
// like the handler's own 401/403.
import { generateIdentKey } from '../domain/mis/ident-keys';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { newIdentClinic } from './ident-support';

const identUrl = (path: string) => `${testRuntime().appUrl}/api/ident/${path}`;

async function send(path: string, init: { method: string; key?: string; body?: string; contentType?: string }) {
  const response = await fetch(identUrl(path), {
    method: init.method,
    headers: {
      ...(init.key ? { 'IDENT-Integration-Key': init.key } : {}),
      ...(init.body !== undefined ? { 'content-type': init.contentType ?? 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

const plainText = (text: RegExp) => ({ contentType: expect.stringMatching(/^text\/plain/), text: expect.stringMatching(text) });

describe('IDENT errors are plain text', () => {
  let key: string;
  beforeAll(async () => {
    ({ key } = await newIdentClinic());
  });

  it('a malformed JSON body: 400', async () => {
    const answer = await send('PostTimeTable', { method: 'POST', key, body: '{"Doctors": [' });
    expect(answer).toEqual({ status: 400, ...plainText(/^Тело запроса не является корректным JSON$/) });
  });

  it('a body over 1 MB: 413', async () => {
    const body = JSON.stringify({ Doctors: [], Intervals: [], padding: 'x'.repeat(1024 * 1024) });
    const answer = await send('PostTimeTable', { method: 'POST', key, body });
    expect(answer).toEqual({ status: 413, ...plainText(/^Запрос слишком большой/) });
  });

  it('another content type: 415; a body sent to GetTickets: 400', async () => {
    expect(await send('PostTimeTable', { method: 'POST', key, body: '{}', contentType: 'text/xml' })).toEqual({
      status: 415,
      ...plainText(/Content-Type: application\/json/),
    });
    // fetch sends no GET with a body; the test api helper does.
    const withBody = await api('GET', '/api/ident/GetTickets?dateTimeFrom=2025-01-01T00:00:00Z', {
      rawBody: '{}',
      headers: { 'IDENT-Integration-Key': key, 'content-type': 'application/json' },
    });
    expect(withBody.status).toBe(400);
    expect(withBody.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(withBody.body).toBe('Этот запрос не принимает тело');
  });

  it('no key: 401, an unknown key: 403, on both calls', async () => {
    const timeTable = JSON.stringify({ Doctors: [], Intervals: [] });
    for (const [sentKey, status] of [
      [undefined, 401],
      [generateIdentKey(), 403],
    ] as const) {
      expect(await send('GetTickets?dateTimeFrom=2025-01-01T00:00:00Z', { method: 'GET', key: sentKey })).toEqual({
        status,
        ...plainText(/ключ/i),
      });
      expect(await send('PostTimeTable', { method: 'POST', key: sentKey, body: timeTable })).toEqual({ status, ...plainText(/ключ/i) });
    }
  });
});
