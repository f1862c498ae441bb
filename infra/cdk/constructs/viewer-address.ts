// The visitor's address for the API (functions/http/client-address.ts): a CloudFront Function on the
// /api/* behaviour's viewer request writes event.viewer.ip into VIEWER_ADDRESS_HEADER, over any value
// the visitor sent, and the origin request policy (all viewer headers) forwards it. API Gateway's own
// sourceIp is the CloudFront server's, and X-Forwarded-For begins with whatever the visitor wrote.
// AWS's example of the same: "Add a True-Client-IP header" (CloudFront Functions examples).
import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type FunctionAssociation,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { VIEWER_ADDRESS_HEADER } from '../../../functions/http/client-address';

export const viewerAddressSource = (): string => `function handler(event) {
  var request = event.request;
  request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };
  return request;
}
`;

export function viewerAddressAssociations(scope: Construct, id: string): FunctionAssociation[] {
  const fn = new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(viewerAddressSource()),
    runtime: FunctionRuntime.JS_2_0,
    comment: `The visitor's address in ${VIEWER_ADDRESS_HEADER} (over any value the visitor sent)`,
  });
  return [{ eventType: FunctionEventType.VIEWER_REQUEST, function: fn }];
}
