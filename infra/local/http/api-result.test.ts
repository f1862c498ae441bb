import { MalformedResultError, mapHandlerResult } from './api-result';

describe('mapHandlerResult', () => {
  it('takes a structured result as it is', () => {
    const response = mapHandlerResult({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3, 'X-Flag': true },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"token":"t"}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/json', 'x-count': '3', 'x-flag': 'true' });
    expect(response.cookies).toEqual(['a=1; Path=/', 'b=2']);
    expect(response.body.toString()).toBe('{"token":"t"}');
  });

  it('decodes a base64 body', () => {
    const response = mapHandlerResult({ statusCode: 200, body: Buffer.from([1, 2, 3]).toString('base64'), isBase64Encoded: true });
    expect([...response.body]).toEqual([1, 2, 3]);
  });

  it('answers an empty body when a structured result has none', () => {
    const response = mapHandlerResult({ statusCode: 204 });
    expect(response.body.length).toBe(0);
    expect(response.headers).toEqual({});
  });

  it('answers a plain object as JSON with 200', () => {
    const response = mapHandlerResult({ ok: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });

  it('answers a string as the body itself', () => {
    expect(mapHandlerResult('Привет').body.toString()).toBe('Привет');
  });

  it('answers nothing as JSON null', () => {
    expect(mapHandlerResult(undefined).body.toString()).toBe('null');
  });

  it.each([
    [{ statusCode: '200' }],
    [{ statusCode: 99 }],
    [{ statusCode: 200, body: { not: 'a string' } }],
    [{ statusCode: 200, headers: { x: { nested: true } } }],
    [{ statusCode: 200, cookies: 'a=1' }],
  ])('refuses a malformed structured result %j', (result) => {
    expect(() => mapHandlerResult(result)).toThrow(MalformedResultError);
  });
});
