// The site's routing (infra/site-routing.ts) as a CloudFront Function on the web bucket's behaviour
// only, on viewer request and viewer response. Distribution-wide error responses (403/404 → a page)
// would also turn the API's 403/404 JSON answers into HTML, so the function gives the 404 page instead.
import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type FunctionAssociation,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { renderedPageRoutingSource, siteRoutingSource } from '../../site-routing';

export function siteRoutingAssociations(scope: Construct, id: string): FunctionAssociation[] {
  const routing = new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(siteRoutingSource()),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Pages, the app shell for app paths, the 404 page with status 404 for unknown paths',
  });
  return [
    { eventType: FunctionEventType.VIEWER_REQUEST, function: routing },
    { eventType: FunctionEventType.VIEWER_RESPONSE, function: routing },
  ];
}

/** The /quiz/* behaviour's viewer request: /quiz/{ref} becomes the call that renders it (infra/site-routing.ts). */
export function renderedPageAssociations(scope: Construct, id: string): FunctionAssociation[] {
  const routing = new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(renderedPageRoutingSource()),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'A page a function renders: /quiz/{ref} to GET /api/quiz/page?id={ref}',
  });
  return [{ eventType: FunctionEventType.VIEWER_REQUEST, function: routing }];
}
