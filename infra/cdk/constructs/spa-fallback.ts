// SPA fallback as a CloudFront Function on the web bucket's behaviour only: a path whose last segment
// has no file extension is an app route and gets the app shell. Distribution-wide error responses
// (403/404 → /index.html) would also turn the API's 403/404 JSON answers into the HTML page.
// The booking widget is a page of its own (/widget → /widget.html, its small bundle without the app).
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** cloudfront-js-2.0 source; kept as text so a test can run it. */
export const SPA_FALLBACK_SOURCE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (request.uri === '/widget' || request.uri === '/widget/') request.uri = '/widget.html';
  else if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export function spaFallbackFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(SPA_FALLBACK_SOURCE),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'App routes without a file extension get /index.html; /widget gets /widget.html',
  });
}
