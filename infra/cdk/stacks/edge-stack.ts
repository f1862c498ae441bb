// The web ACL in front of CloudFront: per-client (per IP) rate limits at the edge, so one client cannot
// use up a limit every clinic's widget shares. A CloudFront web ACL must live in us-east-1, so this is
// its own stack there; the web stack reads its ARN through a cross-region reference (crossRegionReferences).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { rateLimitClasses, type RateLimitClass } from '../../../functions/http/route';
import { routeList } from '../../../functions/routes';
import { gatewayErrors } from '../../local/http/gateway-response';

/** WAF counts requests per IP over this window (seconds); a rate class allows ratePerSecond × window. */
export const RATE_WINDOW_SECONDS = 60;

/** Every request of one IP, pages and assets included: a flood guard far above a person's use. */
export const CLIENT_FLOOD_LIMIT = { requests: 3000, windowSeconds: 300 };

const RATE_LIMITED_BODY = 'rateLimited';

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const rateClasses = Object.keys(rateLimitClasses) as RateLimitClass[];
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'DentLead: per-client rate limits in front of CloudFront',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('dentlead-web-acl'),
      customResponseBodies: {
        [RATE_LIMITED_BODY]: { contentType: 'APPLICATION_JSON', content: gatewayErrors.rateLimited(RATE_WINDOW_SECONDS).body.toString() },
      },
      rules: [
        ...rateClasses.map((rateClass, index) => classRule(rateClass, index)),
        floodRule(rateClasses.length),
        {
          name: 'aws-ip-reputation',
          priority: rateClasses.length + 1,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
          visibilityConfig: visibility('aws-ip-reputation'),
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** 429 in the API's error shape, with Retry-After. */
const blockWith429: CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: RATE_LIMITED_BODY,
      responseHeaders: [{ name: 'retry-after', value: String(RATE_WINDOW_SECONDS) }],
    },
  },
};

/** The calls of one rate-limit class (method and path of each row), counted per client IP. */
function classRule(rateClass: RateLimitClass, priority: number): CfnWebACL.RuleProperty {
  const calls = routeList.filter((row) => row.rateLimit === rateClass).map((row) => callMatch(row.method, row.path));
  const scopeDown = calls.length === 1 ? calls[0]! : { orStatement: { statements: calls } };
  return {
    name: `rate-${rateClass}`,
    priority,
    action: blockWith429,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        limit: rateLimitClasses[rateClass].ratePerSecond * RATE_WINDOW_SECONDS,
        scopeDownStatement: scopeDown,
      },
    },
    visibilityConfig: visibility(`rate-${rateClass}`),
  };
}

function floodRule(priority: number): CfnWebACL.RuleProperty {
  return {
    name: 'rate-client-flood',
    priority,
    action: blockWith429,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: CLIENT_FLOOD_LIMIT.windowSeconds,
        limit: CLIENT_FLOOD_LIMIT.requests,
      },
    },
    visibilityConfig: visibility('rate-client-flood'),
  };
}

function callMatch(method: string, path: string): CfnWebACL.StatementProperty {
  const exactly = (field: CfnWebACL.FieldToMatchProperty, value: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  return { andStatement: { statements: [exactly({ method: {} }, method), exactly({ uriPath: {} }, path)] } };
}
