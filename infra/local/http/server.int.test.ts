// The local gateway and static server in-process, with throwaway handlers instead of the route table.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { jest } from '@jest/globals';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { LambdaHandler } from '../lambda/handler-module';
import { createApiGateway } from './api-gateway';
import { startAppServer, type AppServer } from './server';
import { createStaticFiles } from './static-files';

const seen: APIGatewayProxyEventV2[] = [];
const handlers: Record<string, (event: APIGatewayProxyEventV2, context: Context) => unknown> = {
  'echo.ts': (event, context) => {
    seen.push(event);
    return {
      statusCode: 201,
      headers: { 'content-type': 'application/json', 'x-function': context.functionName },
      cookies: ['session=1; HttpOnly'],
      body: JSON.stringify({ body: event.body, remaining: context.getRemainingTimeInMillis() > 0 }),
    };
  },
  'plain.ts': () => ({ hello: 'мир' }),
  'throws.ts': () => {
    throw new Error('boom (expected by the test)');
  },
  'slow.ts': () => new Promise((resolve) => setTimeout(resolve, 1_000)),
};

const routes = [
  { id: 'echo', method: 'POST', path: '/api/echo/{id}', handler: 'echo.ts' },
  { id: 'echoGet', method: 'GET', path: '/api/echo/{id}', handler: 'plain.ts' },
  { id: 'limited', method: 'POST', path: '/api/limited', handler: 'plain.ts', rateLimit: 'auth' as const },
  { id: 'throws', method: 'GET', path: '/api/throws', handler: 'throws.ts' },
  { id: 'slow', method: 'GET', path: '/api/slow', handler: 'slow.ts' },
];

let server: AppServer;
let webRoot: string;

beforeAll(async () => {
  // The server logs a line per request and the error of the throwing handler: expected, not shown.
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  webRoot = mkdtempSync(join(tmpdir(), 'dentlead-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>landing</title>');
  writeFileSync(join(webRoot, 'app.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webRoot, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'assets', 'big-4d5e6f.js'), `export const text = ${JSON.stringify('абв '.repeat(2000))};`);
  const api = createApiGateway({
    routes,
    repoRoot: '/nowhere',
    rateLimitClasses: {
      auth: { ratePerSecond: 0.01, burst: 2 },
      lead: { ratePerSecond: 1, burst: 1 },
      report: { ratePerSecond: 1, burst: 1 },
      beacon: { ratePerSecond: 1, burst: 1 },
    },
    rateLimitScale: 1,
    bodyLimitBytes: 1024,
    timeoutMs: 200,
    originHeader: { name: 'x-origin-verify', value: 'local-secret' },
    loadHandler: async (_root, modulePath) => handlers[modulePath] as unknown as LambdaHandler,
  });
  server = await startAppServer({ port: 0, api, web: createStaticFiles(webRoot) });
});

afterAll(async () => {
  await server.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

const url = (path: string) => server.url + path;

describe('local API gateway', () => {
  it('invokes the row with a v2 event and answers its structured result', async () => {
    const response = await fetch(url('/api/echo/42?x=1'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'a=1' },
      body: '{"name":"Анна"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-function')).toBe('dentlead-echo');
    expect(response.headers.get('set-cookie')).toBe('session=1; HttpOnly');
    expect(response.headers.get('apigw-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ body: '{"name":"Анна"}', remaining: true });
    const event = seen.at(-1);
    expect(event).toMatchObject({
      routeKey: 'POST /api/echo/{id}',
      rawPath: '/api/echo/42',
      rawQueryString: 'x=1',
      pathParameters: { id: '42' },
      cookies: ['a=1'],
      requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
    });
    expect(event?.requestContext.requestId).toBe(response.headers.get('apigw-requestid'));
  });

  it("adds CloudFront's origin header to every request, over a viewer's own copy", async () => {
    await fetch(url('/api/echo/7'), { method: 'POST', headers: { 'x-origin-verify': 'guessed' }, body: '' });
    expect(seen.at(-1)?.headers['x-origin-verify']).toBe('local-secret');
  });

  it('answers a plain returned object as JSON', async () => {
    const response = await fetch(url('/api/echo/1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: 'мир' });
  });

  it('answers 404 in the error shape for an unknown path', async () => {
    const response = await fetch(url('/api/missing'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String), messages: [expect.any(String)] } });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await fetch(url('/api/echo/1'), { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, GET');
    expect((await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers 413 past the body limit', async () => {
    const response = await fetch(url('/api/echo/1'), { method: 'POST', body: 'x'.repeat(1025) });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('МБ') });
  });

  it('answers 429 once the rate-limit class is used up', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(url('/api/limited'), { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const response = await fetch(url('/api/limited'), { method: 'POST' });
    expect(response.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
    expect((await response.json()).error.code).toBe('RATE_LIMITED');
  });

  it('answers 500 in the error shape when the handler throws, without internals', async () => {
    const response = await fetch(url('/api/throws'));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body).error.code).toBe('INTERNAL');
    expect(body).not.toContain('boom');
  });

  it('answers 504 when the handler runs past its timeout', async () => {
    const response = await fetch(url('/api/slow'));
    expect(response.status).toBe(504);
    expect((await response.json()).error.code).toBe('TIMEOUT');
  });
});

describe('static web app', () => {
  it('serves the landing for /, and app.html for an app path, revalidated', async () => {
    const landing = await fetch(url('/'));
    expect(await landing.text()).toContain('<title>landing</title>');
    const response = await fetch(url('/setting'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(url('/no/such/page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>not found</title>');
  });

  it('serves robots.txt', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('serves hashed assets with their type, cached for a year', async () => {
    const response = await fetch(url('/assets/app-1a2b3c.js'));
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('compresses text for Accept-Encoding %s with %s, varying by it', async (accept, encoding, decode) => {
    const response = await rawGet('/assets/big-4d5e6f.js', { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(decode(response.body).toString()).toContain('абв абв');
    expect(response.body.length).toBeLessThan(1000);
  });

  it('sends text uncompressed to a client that accepts no encoding', async () => {
    const response = await rawGet('/assets/big-4d5e6f.js', {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toContain('абв абв');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await fetch(url('/assets/gone.js'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(url('/'));
    const second = await fetch(url('/'), { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(second.status).toBe(304);
  });
});

/** A GET without fetch's automatic decompression, to see the bytes on the wire. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url(path), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
