// Who is calling, by network address. Behind CloudFront, API Gateway's sourceIp is a CloudFront edge
// server, shared by every visitor near it, and X-Forwarded-For starts with whatever the visitor wrote.
// So the edge sets VIEWER_ADDRESS_HEADER itself: a CloudFront Function on /api/* (viewer request)
// writes event.viewer.ip over any value the visitor sent (infra/cdk/viewer-address.ts), and the local
// gateway does the same with the socket's address. The header is trusted only because every API
// function already refuses requests that did not come through CloudFront (origin-check.ts).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CHALLENGE_HEADER } from '../../shared/schemas/challenge';

export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/** The visitor's address: the edge's header, else the connection's (a direct call in unit tests). */
export function clientAddressOf(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  return viewer || event.requestContext.http.sourceIp;
}

/** A public form's caller: the address and, when the page was asked for one, its solved proof of work. */
export function publicCallerOf(request: { sourceIp: string; headers: Record<string, string | undefined> }): {
  address: string;
  proof?: string;
} {
  const proof = request.headers[CHALLENGE_HEADER];
  return { address: request.sourceIp, ...(proof ? { proof } : {}) };
}
