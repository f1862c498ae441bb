import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { parseFormBody } from './form-body';

const eventOf = (body: string, contentType: string, isBase64Encoded = false) =>
  ({ body, isBase64Encoded, headers: { 'content-type': contentType } }) as unknown as APIGatewayProxyEventV2;

describe('a form-urlencoded body', () => {
  it('becomes an object of strings, plain or base64 as API Gateway passes it', () => {
    const body = 'state=COMPLETE&amount=2000.00&description=%D0%91%D0%B5%D1%82%D0%B0+1';
    const expected = { state: 'COMPLETE', amount: '2000.00', description: 'Бета 1' };
    expect(parseFormBody(eventOf(body, 'application/x-www-form-urlencoded; charset=utf-8'))).toEqual(expected);
    expect(parseFormBody(eventOf(Buffer.from(body).toString('base64'), 'application/x-www-form-urlencoded', true))).toEqual(expected);
  });

  it('leaves another content type to the JSON parser', () => {
    expect(parseFormBody(eventOf('{"a":1}', 'application/json'))).toBeUndefined();
  });

  it('refuses a field given twice', () => {
    expect(() => parseFormBody(eventOf('amount=1&amount=2', 'application/x-www-form-urlencoded'))).toThrow(/amount передано дважды/);
  });
});
