// Every API request must come through CloudFront, where the edge web ACL limits each caller: CloudFront
// adds a secret header to what it forwards to the API, and a function refuses a request without it. So
// the execute-api endpoint (or the API's own domain) called directly answers 403 instead of serving a
// caller who skipped the web ACL. The local server adds the header the same way (infra/local/http).
import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_ENV } from '../config';
import { HttpError } from './error-response';

export { ORIGIN_VERIFY_ENV };

/** The header CloudFront adds to API requests (an origin custom header; a viewer's own copy is overwritten). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export function originCheck<Result>(): middy.MiddlewareObj<APIGatewayProxyEventV2, Result> {
  return {
    before: ({ event }) => {
      const expected = process.env[ORIGIN_VERIFY_ENV];
      if (!expected) return;
      if (!sameSecret(event.headers?.[ORIGIN_VERIFY_HEADER], expected))
        throw new HttpError(403, 'DIRECT_ACCESS', 'Запросы к API принимаются только через сайт');
    },
  };
}

function sameSecret(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
