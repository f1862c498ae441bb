import { buildApiEvent, formatRequestTime, isTextContent, type ApiRequest } from './api-event';

function request(overrides: Partial<ApiRequest> = {}): ApiRequest {
  return {
    method: 'POST',
    url: '/api/user/registration?utm=a&tag=x&tag=y',
    headers: {
      host: '127.0.0.1:3000',
      'content-type': 'application/json',
      'user-agent': 'jest',
      cookie: 'a=1; b=2',
      'x-timezone-offset': '3',
    },
    body: Buffer.from('{"name":"Анна"}'),
    sourceIp: '127.0.0.1',
    protocol: 'HTTP/1.1',
    routeKey: 'POST /api/user/registration',
    pathParameters: {},
    requestId: 'req-1',
    receivedAt: new Date(Date.UTC(2026, 2, 5, 9, 7, 3, 456)),
    ...overrides,
  };
}

describe('buildApiEvent', () => {
  it('builds an HTTP API payload 2.0 event with the request context', () => {
    const event = buildApiEvent(request());
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/user/registration',
      rawPath: '/api/user/registration',
      rawQueryString: 'utm=a&tag=x&tag=y',
      requestContext: {
        http: { method: 'POST', path: '/api/user/registration', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
        requestId: 'req-1',
        routeKey: 'POST /api/user/registration',
        stage: '$default',
        time: '05/Mar/2026:09:07:03 +0000',
        timeEpoch: Date.UTC(2026, 2, 5, 9, 7, 3, 456),
        domainName: '127.0.0.1:3000',
        accountId: '000000000000',
        apiId: 'local',
      },
    });
  });

  it('moves cookies out of the headers and joins repeated query parameters with commas', () => {
    const event = buildApiEvent(request());
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-timezone-offset']).toBe('3');
    expect(event.queryStringParameters).toEqual({ utm: 'a', tag: 'x,y' });
  });

  it('joins a repeated header with commas', () => {
    const event = buildApiEvent(request({ headers: { 'x-forwarded-for': ['1.1.1.1', '2.2.2.2'] } }));
    expect(event.headers['x-forwarded-for']).toBe('1.1.1.1,2.2.2.2');
  });

  it('passes a JSON body as text', () => {
    const event = buildApiEvent(request());
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe('{"name":"Анна"}');
  });

  it('passes a binary body as base64', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00]);
    const event = buildApiEvent(request({ headers: { 'content-type': 'image/jpeg' }, body: bytes }));
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('leaves out what the request does not have', () => {
    const event = buildApiEvent(request({ method: 'GET', url: '/api/user', headers: {}, body: Buffer.alloc(0) }));
    expect(event.body).toBeUndefined();
    expect(event.cookies).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.rawQueryString).toBe('');
  });

  it('carries path parameters', () => {
    const event = buildApiEvent(request({ pathParameters: { id: '42' } }));
    expect(event.pathParameters).toEqual({ id: '42' });
  });
});

describe('isTextContent', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/plain', true],
    ['application/x-www-form-urlencoded', true],
    ['image/png', false],
    ['application/octet-stream', false],
    ['multipart/form-data; boundary=x', false],
  ])('%s → %s', (type, text) => {
    expect(isTextContent(type)).toBe(text);
  });
});

it('formats the request time like API Gateway', () => {
  expect(formatRequestTime(new Date(Date.UTC(2020, 11, 31, 23, 59, 1)))).toBe('31/Dec/2020:23:59:01 +0000');
});
