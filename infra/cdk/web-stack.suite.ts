// CloudFront: the web app from a private bucket with the site's routing function, /api/* to the HTTP API uncached.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { rateLimitClasses, type RateLimitClass } from '../../functions/http/route';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-check';
import { routeList } from '../../functions/routes';
import { CLIENT_FLOOD_LIMIT, RATE_WINDOW_SECONDS } from './stacks/edge-stack';
import { FRAMEABLE_PATH_PATTERN, inlineScriptHashes } from '../site-headers';
import { loadRenderedPageRouting, loadSiteRouting, renderedPageRoutingSource, siteRoutingSource } from '../site-routing';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/client-address';
import { runInNewContext } from 'node:vm';
import { viewerAddressSource } from './constructs/viewer-address';
import { logicalIdOf, sharedTestApp, stackTree, synthTestApp, type SynthesizedTestApp } from './test-app';

/** AWS managed policy ids (CachePolicy.CACHING_DISABLED, OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let synthesized: SynthesizedTestApp;
let web: Template;

beforeAll(() => {
  synthesized = sharedTestApp();
  web = Template.fromStack(synthesized.stacks.web);
});

interface DistributionConfig {
  Origins: Array<{
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
    OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
  }>;
  DefaultCacheBehavior: { TargetOriginId: string; FunctionAssociations: Array<{ EventType: string }>; ViewerProtocolPolicy: string };
  CacheBehaviors: Array<{
    PathPattern: string;
    TargetOriginId: string;
    CachePolicyId: unknown;
    OriginRequestPolicyId?: string;
    AllowedMethods: string[];
    Compress?: boolean;
    FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
  }>;
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

test('edge-cached public GETs (loader, widget data, images) are cached by their own query parameters only and compressed', () => {
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
  const renderedPage = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/quiz/*')!;
  const allowLists = Object.entries(web.findResources('AWS::CloudFront::CachePolicy'))
    .filter(([id]) => JSON.stringify(renderedPage.CachePolicyId) !== JSON.stringify({ Ref: id }))
    .map(([, policy]) => policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin);
  expect(allowLists).toHaveLength(cachedPaths.length);
  for (const parameters of allowLists) {
    expect(parameters).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'whitelist' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  }
  expect(allowLists.map((parameters) => parameters.QueryStringsConfig.QueryStrings.sort())).toEqual(
    expect.arrayContaining([['id'], ['name', 'size']]),
  );
  expect(JSON.stringify(allowLists)).not.toMatch(/fresh|time/);
});

test.each(routeList.filter((row) => row.edgeCached))('$method $path is keyed by query parameters its contract has', (row) => {
  const shape = (row.query as unknown as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape;
  expect(Object.keys(shape)).toEqual(expect.arrayContaining([...row.edgeCached!.keyedBy]));
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
    PolicyDocument: {
      Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' })]),
    },
  });
});

test('the site routing runs on the web app only, so API errors are not replaced by an HTML page', () => {
  const config = distributionConfig(web);
  expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
    expect.objectContaining({ EventType: 'viewer-request' }),
    expect.objectContaining({ EventType: 'viewer-response' }),
  ]);
  expect(config.CustomErrorResponses).toBeUndefined();
  web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: siteRoutingSource() });
});

test("the site routing function fits CloudFront Functions' 10 KB", () => {
  expect(Buffer.byteLength(siteRoutingSource())).toBeLessThan(10 * 1024);
});

describe('site routing function', () => {
  const routing = loadSiteRouting();

  test.each([
    ['/', '/index.html'],
    ['/policy', '/policy.html'],
    ['/policy/', '/policy.html'],
    ['/widget', '/widget.html'],
    ['/widget/', '/widget.html'],
    ['/quiz/implant-2026', '/quiz.html'],
    ['/quiz/q3k9x2m7d4p8w1z6/', '/quiz.html'],
  ])('page %s is the prerendered or own file %s', (uri, file) => {
    expect(routing.fileFor(uri)).toBe(file);
  });

  test.each(['/registration', '/authorization', '/setting', '/setting/doctors/', '/quiz', '/quiz/', '/quiz/setting/abc123/landingPage'])(
    'app path %s gets /app.html',
    (uri) => {
      expect(routing.fileFor(uri)).toBe('/app.html');
    },
  );

  test.each(['/assets/index-BSXPJjJm.js', '/favicon.svg', '/robots.txt', '/index.html', '/widget.html'])(
    'file %s is served as is',
    (uri) => {
      expect(routing.fileFor(uri)).toBe(uri);
    },
  );

  test.each(['/nope', '/setting/unknown', '/wp-login.php', '/favicon.ico', '/quiz/a/b'])(
    'unknown %s gets the 404 page with status 404',
    (uri) => {
      const file = routing.fileFor(uri);
      expect(file).toBe('/404.html');
      expect(routing.statusFor(file, 200)).toBe(404);
    },
  );

  test('a missing asset (S3 answers 403 without ListBucket) is a 404; a found file keeps its status', () => {
    expect(routing.statusFor('/assets/gone.js', 403)).toBe(404);
    expect(routing.statusFor('/index.html', 200)).toBe(200);
    expect(routing.statusFor('/index.html', 304)).toBe(304);
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
  const withDomain = synthTestApp({ domainName: 'app.dentlead.ru', certificateArn, ...API_DOMAIN });
  const config = distributionConfig(Template.fromStack(withDomain.stacks.web));
  expect(config.Aliases).toEqual(['app.dentlead.ru']);
  expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021' });
  Template.fromStack(withDomain.stacks.stateful).hasResourceProperties('AWS::S3::Bucket', {
    CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.dentlead.ru'], AllowedMethods: ['POST'] })] },
  });
});

test('a custom domain needs both flags, and the API origin domain too', () => {
  expect(() => synthTestApp({ domainName: 'app.dentlead.ru' })).toThrow(/certificateArn/);
  expect(() => synthTestApp({ domainName: 'app.dentlead.ru', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' })).toThrow(
    /apiDomainName/,
  );
});

const API_DOMAIN = {
  apiDomainName: 'api-origin.dentlead.ru',
  apiCertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/1a2b3c',
};

describe('with -c apiDomainName and -c apiCertificateArn', () => {
  let withApiDomain: SynthesizedTestApp;
  beforeAll(() => {
    withApiDomain = synthTestApp(API_DOMAIN);
  });

  test('the execute-api endpoint is off, so nothing reaches the API past CloudFront and its web ACL', () => {
    Template.fromStack(withApiDomain.stacks.web).hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
  });

  test('CloudFront reaches the API at its own domain, where the stage is mapped', () => {
    const config = distributionConfig(Template.fromStack(withApiDomain.stacks.web));
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')!;
    expect(config.Origins.find((origin) => origin.Id === api.TargetOriginId)!.DomainName).toBe(API_DOMAIN.apiDomainName);
    Template.fromStack(withApiDomain.stacks.web).hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: API_DOMAIN.apiDomainName,
      DomainNameConfigurations: [Match.objectLike({ CertificateArn: API_DOMAIN.apiCertificateArn })],
    });
    Template.fromStack(withApiDomain.stacks.api).resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
  });
});

test('CloudFront sends the API a generated secret header that every function requires, so nothing reaches them past the web ACL', () => {
  web.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 48 }) });
  const [secretId] = Object.keys(web.findResources('AWS::SecretsManager::Secret'));
  const config = distributionConfig(web);
  const apiBehavior = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')!;
  const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehavior.TargetOriginId)!;
  const header = apiOrigin.OriginCustomHeaders?.find((candidate) => candidate.HeaderName === ORIGIN_VERIFY_HEADER);
  // A CloudFormation dynamic reference: the value is resolved at deploy time, never written in the template.
  expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
  expect(JSON.stringify(header?.HeaderValue)).toContain(secretId);

  const functions = stackTree(synthesized.stacks.api).flatMap((stack) =>
    Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')),
  ) as Array<{
    Properties: { Environment?: { Variables?: Record<string, unknown> } };
  }>;
  const routeFunctions = functions.filter((fn) => fn.Properties.Environment?.Variables?.PUBLIC_BASE_URL !== undefined);
  expect(routeFunctions).toHaveLength(routeList.length);
  for (const fn of routeFunctions)
    expect(JSON.stringify(fn.Properties.Environment?.Variables?.[ORIGIN_VERIFY_ENV])).toContain('{{resolve:secretsmanager:');
});

describe('the public quiz /quiz/{ref}, rendered by a function (issue 25 §4)', () => {
  const behaviors = () => distributionConfig(web).CacheBehaviors;
  const byPattern = (pattern: string) => behaviors().find((behavior) => behavior.PathPattern === pattern)!;

  test("goes to the API's GET /api/quiz/page, compressed, GET and HEAD only, after the app's own /quiz/setting/*", () => {
    const quiz = byPattern('/quiz/*');
    const setting = byPattern('/quiz/setting/*');
    expect(quiz).toMatchObject({ TargetOriginId: byPattern('/api/*').TargetOriginId, Compress: true, AllowedMethods: ['GET', 'HEAD'] });
    expect(setting.TargetOriginId).toBe(distributionConfig(web).DefaultCacheBehavior.TargetOriginId);
    expect(behaviors().indexOf(setting)).toBeLessThan(behaviors().indexOf(quiz));
    expect(routeList.find((row) => row.path === '/api/quiz/page')).toMatchObject({ method: 'GET', access: 'public', page: true });
  });

  test('is kept per ref and device kind only: no other query parameter, header or cookie splits the cache or reaches the function', () => {
    const policy = web.toJSON().Resources[(byPattern('/quiz/*').CachePolicyId as { Ref: string }).Ref].Properties.CachePolicyConfig;
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['id'] },
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['CloudFront-Is-Mobile-Viewer'] },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    expect(policy.MinTTL).toBe(0);
    expect(byPattern('/quiz/*').OriginRequestPolicyId).toBeUndefined();
  });

  test("gets the pages' security headers, as the site's other pages do", () => {
    const quiz = byPattern('/quiz/*') as unknown as { ResponseHeadersPolicyId: unknown };
    const pages = distributionConfig(web).DefaultCacheBehavior as unknown as { ResponseHeadersPolicyId: unknown };
    expect(quiz.ResponseHeadersPolicyId).toEqual(pages.ResponseHeadersPolicyId);
  });

  test('its viewer-request function is the one the local server runs: the ref becomes the only query parameter', () => {
    expect(byPattern('/quiz/*').FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: renderedPageRoutingSource() });
    const route = loadRenderedPageRouting();
    expect(route('/quiz/ulybka-raschet')).toEqual({ call: '/api/quiz/page?id=ulybka-raschet' });
    expect(route('/quiz/ulybka-raschet/')).toEqual({ call: '/api/quiz/page?id=ulybka-raschet' });
    expect(route('/quiz/%D1%83%D0%BB%D1%8B%D0%B1%D0%BA%D0%B0')).toEqual({ call: '/api/quiz/page?id=%D1%83%D0%BB%D1%8B%D0%B1%D0%BA%D0%B0' });
    expect(route('/quiz/a&b=c')).toEqual({ call: '/api/quiz/page?id=a%26b%3Dc' });
    expect(route('/quiz/%E0%A4%A')).toEqual({ call: '/api/quiz/page?id=%25E0%25A4%25A' });
    expect(route('/quiz/')).toEqual({ redirect: '/quiz' });
    expect(route('/quiz/setting/q1')).toBeUndefined();
    expect(route('/quiz')).toBeUndefined();
  });
});

test("/api/* carries the visitor's address, set by CloudFront over whatever the visitor sent (per-address allowances)", () => {
  const api = distributionConfig(web).CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')!;
  expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
  const functions = Object.values(web.findResources('AWS::CloudFront::Function')) as Array<{ Properties: { FunctionCode: string } }>;
  expect(functions.map((fn) => fn.Properties.FunctionCode)).toContain(viewerAddressSource());

  const sandbox: { handler?: (event: unknown) => { headers: Record<string, { value: string }> } } = {};
  runInNewContext(`${viewerAddressSource()}\nthis.handler = handler;`, sandbox);
  const forged = { request: { headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } }, viewer: { ip: '203.0.113.7' } };
  expect(sandbox.handler!(forged).headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
});

describe('the edge web ACL (us-east-1)', () => {
  let edge: Template;
  let rules: Array<{ Name: string; Action?: unknown; Statement: { RateBasedStatement?: Record<string, unknown> } }>;
  beforeAll(() => {
    edge = Template.fromStack(synthesized.stacks.edge!);
    const [acl] = Object.values(edge.findResources('AWS::WAFv2::WebACL'));
    rules = acl!.Properties.Rules;
  });

  test('is a CloudFront web ACL in us-east-1, attached to the distribution', () => {
    expect(synthesized.stacks.edge!.region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(JSON.stringify(distributionConfig(web))).toContain('"WebACLId"');
  });

  test.each(Object.keys(rateLimitClasses) as RateLimitClass[])('limits the %s calls per client IP, answering 429', (rateClass) => {
    const rule = rules.find((candidate) => candidate.Name === `rate-${rateClass}`)!;
    expect(rule.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: RATE_WINDOW_SECONDS,
      Limit: rateLimitClasses[rateClass].ratePerSecond * RATE_WINDOW_SECONDS,
    });
    expect(rule.Action).toMatchObject({ Block: { CustomResponse: { ResponseCode: 429 } } });
    const scope = JSON.stringify(rule.Statement.RateBasedStatement!.ScopeDownStatement);
    for (const row of routeList.filter((candidate) => candidate.rateLimit === rateClass)) {
      expect(scope).toContain(`"SearchString":"${row.path}"`);
      expect(scope).toContain(`"SearchString":"${row.method}"`);
    }
  });

  test('also limits every request of one IP as a flood guard', () => {
    expect(rules.find((rule) => rule.Name === 'rate-client-flood')!.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: CLIENT_FLOOD_LIMIT.windowSeconds,
      Limit: CLIENT_FLOOD_LIMIT.requests,
    });
  });
});

describe('page security headers (infra/site-headers.ts)', () => {
  const policyOf = (behavior: { ResponseHeadersPolicyId?: { Ref: string } }) =>
    (
      web.toJSON().Resources[behavior.ResponseHeadersPolicyId!.Ref].Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown }; FrameOptions?: { FrameOption: string } };
      }
    ).SecurityHeadersConfig;
  const cspText = (value: unknown) => JSON.stringify(value);

  test('pages refuse framing: CSP frame-ancestors none and X-Frame-Options DENY', () => {
    const headers = policyOf(distributionConfig(web).DefaultCacheBehavior as never);
    expect(cspText(headers.ContentSecurityPolicy.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
  });

  test('the widget page may be framed by any site, with the same CSP otherwise', () => {
    const config = distributionConfig(web);
    const widget = config.CacheBehaviors.find((behavior) => behavior.PathPattern === FRAMEABLE_PATH_PATTERN)!;
    expect(widget.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    const headers = policyOf(widget as never);
    expect(cspText(headers.ContentSecurityPolicy.ContentSecurityPolicy)).toContain('frame-ancestors *');
    expect(headers.FrameOptions).toBeUndefined();
    expect((widget as unknown as { FunctionAssociations: unknown[] }).FunctionAssociations).toHaveLength(2);
  });

  test("the CSP allows the widget page's inline script by hash and uploads to the images bucket only", () => {
    const csp = cspText(policyOf(distributionConfig(web).DefaultCacheBehavior as never).ContentSecurityPolicy.ContentSecurityPolicy);
    expect(inlineScriptHashes().length).toBeGreaterThan(0);
    for (const hash of inlineScriptHashes()) expect(csp).toContain(hash);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/dentlead-images-.*\.s3\.eu-central-1\.amazonaws\.com/);
  });

  test("the CSP allows Yandex Metrica's official tag and hits, within CloudFront's 1783 characters", () => {
    const csp = policyOf(distributionConfig(web).DefaultCacheBehavior as never).ContentSecurityPolicy.ContentSecurityPolicy;
    const text = cspText(csp);
    expect(text).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(text).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(text).toMatch(/img-src [^;]*https:\/\/mc\.yandex\.ru/);
    // The whole CSP (a token may stand in for the bucket's name in the template): far below the limit.
    expect(text.length).toBeLessThan(1500);
  });

  test("forms may post to the site and to the bank only (the tariff's 'Оплатить')", () => {
    const csp = cspText(policyOf(distributionConfig(web).DefaultCacheBehavior as never).ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("form-action 'self' https://pay.modulbank.ru;");
  });
});
