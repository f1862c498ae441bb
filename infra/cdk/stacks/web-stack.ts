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
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { routeList } from '../../../functions/routes';
import { logBucket } from '../constructs/log-bucket';
import { siteRoutingAssociations } from '../constructs/site-routing';
import { WebAppDeployment } from '../constructs/web-app-deployment';
import type { DeployConfig } from '../deploy-config';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
}

export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  readonly distribution: Distribution;
  readonly webBucket: Bucket;
  /** https://host of the site, without a trailing slash. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { customDomain } = props.config;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'DentLead API; routes and stage come from the API stack',
      createDefaultStage: false,
    });

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

    // No X-Frame-Options / frame-ancestors: clinics embed the booking widget and quizzes in an iframe.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'DentLead web app security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    // The API answers on its execute-api host; CloudFront must send that Host, not the site's.
    const apiHost = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const apiOrigin = new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
    // Keyed by the query string only (?id=, ?name=&size=); the TTL is the origin's Cache-Control.
    const publicApiCache = new CachePolicy(this, 'PublicApiCache', {
      comment: 'DentLead public API GETs: keyed by query string, TTL from Cache-Control',
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'DentLead: web app and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.config.webAclArn ? { webAclId: props.config.webAclArn } : {}),
      ...(customDomain
        ? {
            domainNames: [customDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: siteRoutingAssociations(this, 'SiteRouting'),
      },
      additionalBehaviors: {
        // Public GET calls that answer with Cache-Control (the loader clinics' sites load on every page,
        // the widget's data, resized images) are cached at the edge and compressed.
        ...Object.fromEntries(
          routeList
            .filter((row) => row.edgeCached && row.method === 'GET')
            .map(({ path }) => [
              path,
              {
                origin: apiOrigin,
                viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
                allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
                cachePolicy: publicApiCache,
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
        },
      },
    });
    this.acknowledgeDistributionFindings(props.config);

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

  private acknowledgeDistributionFindings(config: DeployConfig): void {
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'Clinics in Russia and Kazakhstan embed the widget for visitors from anywhere (travelling patients, VPN users); a country block would turn away real patients.',
    });
    if (!config.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF by default: the API throttles each route; a CloudFront web ACL lives in us-east-1, so the operator creates it and passes -c webAclArn=….',
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
