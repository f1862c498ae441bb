// CloudFront: the web app from a private bucket with an SPA fallback, /api/* to the HTTP API uncached.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routeList } from '../../functions/routes';
import { SPA_FALLBACK_SOURCE } from './constructs/spa-fallback';
import { logicalIdOf, synthTestApp, type SynthesizedTestApp } from './test-app';

/** AWS managed policy ids (CachePolicy.CACHING_DISABLED, OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let synthesized: SynthesizedTestApp;
let web: Template;

beforeAll(() => {
  synthesized = synthTestApp();
  web = Template.fromStack(synthesized.stacks.web);
});

interface DistributionConfig {
  Origins: Array<{ Id: string; DomainName: unknown; OriginAccessControlId?: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }>;
  DefaultCacheBehavior: { TargetOriginId: string; FunctionAssociations: Array<{ EventType: string }>; ViewerProtocolPolicy: string };
  CacheBehaviors: Array<{ PathPattern: string; TargetOriginId: string; CachePolicyId: unknown; OriginRequestPolicyId?: string; AllowedMethods: string[]; Compress?: boolean }>;
  CustomErrorResponses?: unknown;
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
}

const distributionConfig = (template: Template): DistributionConfig => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as DistributionConfig;
};

test('/api/* goes to the HTTP API, uncached, with every viewer header but Host', () => {
  const config = distributionConfig(web);
  const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
  expect(api).toMatchObject({
    CachePolicyId: CACHING_DISABLED,
    OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
  });
  const origin = config.Origins.find((candidate) => candidate.Id === api!.TargetOriginId)!;
  expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
  expect(JSON.stringify(origin.DomainName)).toContain(`"${logicalIdOf(synthesized.stacks.web.httpApi)}","ApiEndpoint"`);
});

test('edge-cached public GETs (loader, widget data, images) are cached by query string and compressed', () => {
  const config = distributionConfig(web);
  const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')!;
  const cachedPaths = routeList.filter((row) => row.edgeCached).map((row) => row.path);
  expect(cachedPaths).toEqual(expect.arrayContaining(['/api/js', '/api/widget', '/api/img']));
  for (const path of cachedPaths) {
    const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === path);
    expect(behavior).toMatchObject({ TargetOriginId: api.TargetOriginId, Compress: true, AllowedMethods: ['GET', 'HEAD'] });
    expect(behavior!.CachePolicyId).not.toBe(CACHING_DISABLED);
    // More specific patterns must come before /api/* (CloudFront takes the first match).
    expect(config.CacheBehaviors.indexOf(behavior!)).toBeLessThan(config.CacheBehaviors.indexOf(api));
  }
  web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
    CachePolicyConfig: Match.objectLike({
      DefaultTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      }),
    }),
  });
});

test('everything else comes from the private web bucket through origin access control', () => {
  const config = distributionConfig(web);
  const origin = config.Origins.find((candidate) => candidate.Id === config.DefaultCacheBehavior.TargetOriginId)!;
  expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [logicalIdOf(synthesized.stacks.web.webBucket), 'RegionalDomainName'] });
  expect(origin.OriginAccessControlId).toBeDefined();
  expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  web.hasResourceProperties('AWS::S3::Bucket', {
    PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    BucketEncryption: Match.anyValue(),
  });
  web.hasResourceProperties('AWS::S3::BucketPolicy', {
    Bucket: { Ref: logicalIdOf(synthesized.stacks.web.webBucket) },
    PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' })]) },
  });
});

test('the SPA fallback runs on the web app only, so API errors are not replaced by the HTML page', () => {
  const config = distributionConfig(web);
  expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
  expect(config.CustomErrorResponses).toBeUndefined();
});

describe('SPA fallback function', () => {
  const handler = new Function(`${SPA_FALLBACK_SOURCE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  test.each(['/', '/registration', '/setting', '/quiz/abc123', '/seagull/'])('app route %s gets /index.html', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  test.each(['/widget', '/widget/'])('the booking widget %s gets its own page /widget.html', (uri) => {
    expect(rewrite(uri)).toBe('/widget.html');
  });

  test.each(['/assets/index-BSXPJjJm.js', '/favicon.ico', '/index.html', '/widget.html'])('file %s is served as is', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});

test('the built web app is deployed to the web bucket and the distribution invalidated', () => {
  web.hasResourceProperties('Custom::CDKBucketDeployment', {
    DestinationBucketName: { Ref: logicalIdOf(synthesized.stacks.web.webBucket) },
    DistributionId: { Ref: logicalIdOf(synthesized.stacks.web.distribution) },
    DistributionPaths: ['/*'],
  });
});

test('with -c domainName and -c certificateArn the distribution answers on the domain with TLS 1.2+', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c';
  const withDomain = synthTestApp({ domainName: 'app.dentlead.ru', certificateArn });
  const config = distributionConfig(Template.fromStack(withDomain.stacks.web));
  expect(config.Aliases).toEqual(['app.dentlead.ru']);
  expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021' });
  Template.fromStack(withDomain.stacks.stateful).hasResourceProperties('AWS::S3::Bucket', {
    CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.dentlead.ru'], AllowedMethods: ['POST'] })] },
  });
});

test('a custom domain needs both flags', () => {
  expect(() => synthTestApp({ domainName: 'app.dentlead.ru' })).toThrow(/certificateArn/);
});
