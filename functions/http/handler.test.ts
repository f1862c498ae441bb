import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import '../../shared/schemas/zod';
import { useTemporaryKeys } from '../auth/test-keys';
import { issueToken } from '../auth/tokens';
import { ConflictError, TooManyRequestsError } from '../domain/errors';
import { httpHandler } from './handler';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from './origin-check';
import { route } from './route';
import { userHandler } from './user-handler';

useTemporaryKeys();

const publicRow = route(
  {
    method: 'POST',
    path: '/api/test',
    access: 'public',
    body: z.object({ name: z.string().check(z.minLength(2, { error: 'Имя слишком короткое' })), count: z.optional(z.number()) }),
    answer: z.strictObject({ hello: z.string() }),
    summary: 'test',
  },
  { handler: 'functions/handlers/test.ts', grants: {} },
);
const userRow = route(
  { method: 'GET', path: '/api/me', access: 'user', answer: z.strictObject({ userId: z.string() }), summary: 'test' },
  { handler: 'functions/handlers/me.ts', grants: {}, roles: 'owner' },
);

function event(body?: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers,
    body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      http: { method: 'POST', path: '/api/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
    },
  } as unknown as APIGatewayProxyEventV2;
}
const context = { awsRequestId: 'req-1', functionName: 'test', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const parse = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(result.body ?? 'null');

describe('the HTTP chain', () => {
  const echo = httpHandler(publicRow, async ({ body }) => ({ hello: body.name }));

  it('answers the domain result as JSON with security headers', async () => {
    const result = await echo(event('{"name":"Анна"}'), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toEqual({ hello: 'Анна' });
    expect(result.headers?.['Strict-Transport-Security'] ?? result.headers?.['strict-transport-security']).toBeDefined();
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const bad = await echo(event('{"name":'), context);
    expect(bad.statusCode).toBe(400);
    expect(parse(bad).error.code).toBe('MALFORMED_JSON');
    expect((await echo(event('[1,2]'), context)).statusCode).toBe(400);
    expect((await echo(event(''), context)).statusCode).toBe(400);
  });

  it('answers 415 to another content type', async () => {
    const result = await echo(event('name=x', { 'content-type': 'application/x-www-form-urlencoded' }), context);
    expect(result.statusCode).toBe(415);
    expect(parse(result).error.message).toMatch(/application\/json/);
  });

  it('answers 400 with Russian messages per field on invalid input', async () => {
    const result = await echo(event('{"name":"А","count":"много"}'), context);
    expect(result.statusCode).toBe(400);
    const { error } = parse(result);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields.name).toBe('Имя слишком короткое');
    expect(error.fields.count).toMatch(/[а-я]/i);
    expect(error.messages).toHaveLength(2);
  });

  it('maps a domain error to its status and keeps its message', async () => {
    const taken = httpHandler(publicRow, async () => {
      throw new ConflictError('EMAIL_TAKEN', 'Пользователь с таким email уже зарегистрирован');
    });
    const result = await taken(event('{"name":"Анна"}'), context);
    expect(result.statusCode).toBe(409);
    expect(parse(result).error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Пользователь с таким email уже зарегистрирован',
      messages: ['Пользователь с таким email уже зарегистрирован'],
    });
  });

  it('answers 429 with Retry-After when a caller has used up its allowance', async () => {
    const busy = httpHandler(publicRow, async () => {
      throw new TooManyRequestsError('CLINIC_BUSY', 'Попробуйте ещё раз через 17 с', 17);
    });
    const result = await busy(event('{"name":"Анна"}'), context);
    expect(result.statusCode).toBe(429);
    expect(result.headers?.['retry-after']).toBe('17');
    expect(parse(result).error.message).toBe('Попробуйте ещё раз через 17 с');
  });

  it('answers 500 without internals to an unexpected error', async () => {
    const broken = httpHandler(publicRow, async () => {
      throw new Error('secret connection string leaked');
    });
    const result = await broken(event('{"name":"Анна"}'), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toMatch(/secret|stack|at /);
    expect(parse(result).error.code).toBe('INTERNAL');
  });

  // A valid token then needs its account in the table: accounts.int.test.ts covers that part.
  it('refuses a user row without a valid bearer token', async () => {
    const me = userHandler(userRow, async ({ userId }) => ({ userId }));
    expect((await me(event(undefined, {}), context)).statusCode).toBe(401);
    expect((await me(event(undefined, { authorization: 'Bearer nonsense' }), context)).statusCode).toBe(401);
    const expired = await issueToken({ userId: 'u-42', sessionVersion: 0 }, Date.now() - 30 * 24 * 3600 * 1000);
    expect((await me(event(undefined, { authorization: `Bearer ${expired}` }), context)).statusCode).toBe(401);
  });

  it("answers 500 to an answer that breaks the row's schema when ANSWER_CHECK=strict", async () => {
    const drifted = httpHandler(publicRow, async () => ({ hello: 42 }) as unknown as { hello: string });
    const previous = process.env.ANSWER_CHECK;
    try {
      process.env.ANSWER_CHECK = 'strict';
      expect((await drifted(event('{"name":"Анна"}'), context)).statusCode).toBe(500);
      expect((await echo(event('{"name":"Анна"}'), context)).statusCode).toBe(200);
      process.env.ANSWER_CHECK = '';
      expect((await drifted(event('{"name":"Анна"}'), context)).statusCode).toBe(200);
    } finally {
      process.env.ANSWER_CHECK = previous;
    }
  });

  it('refuses a request that did not come through CloudFront (no or a wrong origin header) with 403, before any token check', async () => {
    const me = userHandler(userRow, async ({ userId }) => ({ userId }));
    const previous = process.env[ORIGIN_VERIFY_ENV];
    try {
      process.env[ORIGIN_VERIFY_ENV] = 'cloudfront-secret-value';
      const direct = await echo(event('{"name":"Анна"}'), context);
      expect(direct.statusCode).toBe(403);
      expect(parse(direct).error).toMatchObject({ code: 'DIRECT_ACCESS', message: 'Запросы к API принимаются только через сайт' });
      const wrong = { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: 'cloudfront-secret-valuX' };
      expect((await echo(event('{"name":"Анна"}', wrong), context)).statusCode).toBe(403);
      expect((await me(event(undefined, {}), context)).statusCode).toBe(403);
      const viaCloudFront = { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: 'cloudfront-secret-value' };
      expect((await echo(event('{"name":"Анна"}', viaCloudFront), context)).statusCode).toBe(200);
    } finally {
      if (previous === undefined) delete process.env[ORIGIN_VERIFY_ENV];
      else process.env[ORIGIN_VERIFY_ENV] = previous;
    }
  });
});
