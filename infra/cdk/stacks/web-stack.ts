// The site's front door: CloudFront serving the web app from a private bucket and sending /api/* to
// the HTTP API.
//
// The HTTP API itself (no routes, no stage) lives here too, and the API stack adds routes, stage and
// functions to it. Reason: the distribution needs the API's endpoint, while the functions (PUBLIC_BASE_URL)
// and the images bucket (CORS) need the site's URL; with the API shell here the stacks deploy in a
// line (web → stateful → messaging → api → schedules) instead of a cycle. The web bucket is here, not
// in the stateful stack, because it only holds build output and because origin access control writes
// the distribution's ARN into the bucket policy, which would be another cross-stack cycle.
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { DomainName, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type BehaviorOptions,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/http/origin-check';
import { routeList, type RouteRow } from '../../../functions/routes';
import { contentSecurityPolicy, FRAMEABLE_PATH_PATTERN, paymentOriginOf } from '../../site-headers';
import { bucketName } from '../bucket-names';
import { logBucket } from '../constructs/log-bucket';
import { renderedPageAssociations, siteRoutingAssociations } from '../constructs/site-routing';
import { APP_PATH_PREFIXES } from '../../../web/src/routing/site-paths';
import { viewerAddressAssociations } from '../constructs/viewer-address';
import { WebAppDeployment } from '../constructs/web-app-deployment';
import type { DeployConfig } from '../deploy-config';
import { constructId } from '../naming';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
  /** The web ACL in front of the distribution (the edge stack's, or -c webAclArn). */
  webAclArn?: string;
}

export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  /** The API's own domain (CloudFront's origin), when the deploy names one; the API stack maps its stage there. */
  readonly apiDomainName?: DomainName;
  readonly distribution: Distribution;
  readonly webBucket: Bucket;
  /** https://host of the site, without a trailing slash. */
  readonly siteUrl: string;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER to the API; the functions require it. */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { customDomain } = props.config;

    const { apiDomain } = props.config;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'DentLead API; routes and stage come from the API stack',
      createDefaultStage: false,
      // Reached only through CloudFront (and its web ACL), at the API's own domain.
      disableExecuteApiEndpoint: Boolean(apiDomain),
    });
    if (apiDomain) {
      this.apiDomainName = new DomainName(this, 'ApiDomain', {
        domainName: apiDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', apiDomain.certificateArn),
      });
      new CfnOutput(this, 'ApiDomainTarget', {
        value: this.apiDomainName.regionalDomainName,
        description: `The CNAME target for ${apiDomain.domainName}`,
      });
    }
    this.originVerifySecret = originVerifySecret(this);

    // CloudFront standard logging and S3 access logging into an ACL-enabled bucket write through ACLs.
    const logs = logBucket(this, 'Logs', { logsOf: 'CloudFront and web bucket', objectOwnership: ObjectOwnership.OBJECT_WRITER });

    this.webBucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'web-bucket/',
      // Only build output, rewritten by every deploy; deleting the stack leaves it behind instead of
      // failing on a non-empty bucket.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const webOrigin = S3BucketOrigin.withOriginAccessControl(this.webBucket);
    const routing = siteRoutingAssociations(this, 'SiteRouting');
    // Pages refuse framing, except the booking widget, which clinics embed (infra/site-headers.ts).
    const uploadOrigin = `https://${bucketName(this, 'images')}.s3.${this.region}.amazonaws.com`;
    const payment = paymentOriginOf(props.config.externalUrls.PAYMENT_URL);
    const pageHeaders = (id: string, frameable: boolean) =>
      new ResponseHeadersPolicy(this, id, {
        comment: `DentLead ${frameable ? 'widget page (framed by clinics)' : 'pages'}: security headers and CSP`,
        securityHeadersBehavior: {
          strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
          contentTypeOptions: { override: true },
          referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
          contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy({ frameable, uploadOrigin, ...payment }), override: true },
          ...(frameable ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
        },
      });
    const pagePolicy = pageHeaders('SecurityHeaders', false);
    const webAppBehavior = (frameable: boolean): BehaviorOptions => ({
      origin: webOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: frameable ? pageHeaders('WidgetSecurityHeaders', true) : pagePolicy,
      functionAssociations: routing,
    });
    // The API answers on its own domain, else its execute-api host; CloudFront must send that Host, not the site's.
    const apiHost = apiDomain?.domainName ?? Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // The functions answer 403 to a request without this header (functions/http/origin-check.ts): callers
    // cannot skip CloudFront and its web ACL by calling the execute-api endpoint or the API domain directly.
    const apiOrigin = new HttpOrigin(apiHost, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originVerifySecret.secretValue.unsafeUnwrap() },
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'DentLead: web app and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(customDomain
        ? {
            domainNames: [customDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: webAppBehavior(false),
      additionalBehaviors: {
        [FRAMEABLE_PATH_PATTERN]: webAppBehavior(true),
        // The public quiz /quiz/{ref} is rendered by a function (GET /api/quiz/page, issue 25 §4); the
        // app's own /quiz/setting/… pages come first and stay the web bucket's.
        ...Object.fromEntries(
          APP_PATH_PREFIXES.filter((prefix) => prefix.startsWith('/quiz/')).map((prefix) => [`${prefix}*`, webAppBehavior(false)]),
        ),
        '/quiz/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: this.renderedPageCache(),
          responseHeadersPolicy: pagePolicy,
          compress: true,
          functionAssociations: renderedPageAssociations(this, 'RenderedPageRouting'),
        },
        // Public GET calls that answer with Cache-Control (the loader clinics' sites load on every page,
        // the widget's data, resized images) are cached at the edge and compressed.
        ...Object.fromEntries(
          routeList
            .filter((row) => row.edgeCached && row.method === 'GET')
            .map((row) => [
              row.path,
              {
                origin: apiOrigin,
                viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
                allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
                cachePolicy: this.publicApiCache(row),
                compress: true,
              },
            ]),
        ),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          // Per-address allowances need the visitor's address (functions/http/client-address.ts).
          functionAssociations: viewerAddressAssociations(this, 'ViewerAddress'),
        },
      },
    });
    this.acknowledgeDistributionFindings(props);

    this.siteUrl = customDomain ? `https://${customDomain.domainName}` : `https://${this.distribution.distributionDomainName}`;
    new WebAppDeployment(this, 'WebApp', {
      bucket: this.webBucket,
      distribution: this.distribution,
      build: { operatorEmail: props.config.operatorEmail },
    });

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'With a custom domain: the CNAME (or alias) target for it',
    });
  }

  /**
   * Keyed by the row's `keyedBy` query parameters only (?id=, ?name=&size=), so others (?fresh=…,
   * ?time=…) neither skip the cache nor reach the function; the TTL is the origin's Cache-Control.
   */
  private publicApiCache(row: RouteRow): CachePolicy {
    return new CachePolicy(this, `PublicApiCache${constructId(row.id)}`, {
      comment: `DentLead ${row.method} ${row.path}: keyed by its query parameters, TTL from Cache-Control`,
      queryStringBehavior: CacheQueryStringBehavior.allowList(...row.edgeCached!.keyedBy),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }

  /** A rendered quiz page per ref and per device kind (the phone layout is rendered for phones); TTL from Cache-Control. */
  private renderedPageCache(): CachePolicy {
    return new CachePolicy(this, 'RenderedPageCache', {
      comment: 'DentLead /quiz/{ref}: keyed by the ref and CloudFront-Is-Mobile-Viewer, TTL from Cache-Control',
      queryStringBehavior: CacheQueryStringBehavior.allowList('id'),
      headerBehavior: CacheHeaderBehavior.allowList('CloudFront-Is-Mobile-Viewer'),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }

  private acknowledgeDistributionFindings({ config, webAclArn }: WebStackProps): void {
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'Clinics in Russia and Kazakhstan embed the widget for visitors from anywhere (travelling patients, VPN users); a country block would turn away real patients.',
    });
    if (!webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'Only stacks built without the edge stack (tests of the web stack alone) lack the web ACL; dentlead-app.ts always passes one.',
      });
    }
    if (!config.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without -c domainName/-c certificateArn the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set; with a custom domain it is TLSv1.2_2021.',
      });
    }
  }
}

/**
 * The origin header's value: generated by Secrets Manager at deploy time and resolved by CloudFormation
 * into the distribution and the functions' environment, so it is in no template or repository.
 */
function originVerifySecret(scope: Construct): Secret {
  const secret = new Secret(scope, 'OriginVerifySecret', {
    description: 'DentLead: the header CloudFront adds to API requests; the functions refuse requests without it',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Read at deploy time into CloudFront and the functions; a rotation Lambda would change it under running functions. Rotate by replacing the secret and redeploying.',
  });
  return secret;
}
