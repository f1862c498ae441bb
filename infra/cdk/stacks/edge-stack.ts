// The web ACL in front of CloudFront: per-client (per IP) rate limits at the edge, so one client cannot
// use up a limit every clinic's widget shares. A CloudFront web ACL must live in us-east-1, so this is
// its own stack there; the web stack reads its ARN through a cross-region reference (crossRegionReferences).
import { Arn, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { EventBus as EventBusTarget } from 'aws-cdk-lib/aws-events-targets';
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
const WEB_ACL_METRIC = 'dentlead-web-acl';

/** The edge stack's name; its alarms' names start with it, which is how the main region tells them apart. */
export const EDGE_STACK_NAME = 'DentLead-Edge';
/** Requests the web ACL blocked in 5 minutes (all rules: rate limits, the flood guard, IP reputation) that make an alarm. */
export const WAF_BLOCKS_ALARM_THRESHOLD = 500;

export interface EdgeStackProps extends StackProps {
  /** The region of the other stacks, whose event bus passes the edge alarms on to the ops topic. */
  alarmRegion: string;
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly wafBlocksAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const rateClasses = Object.keys(rateLimitClasses) as RateLimitClass[];
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'DentLead: per-client rate limits in front of CloudFront',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(WEB_ACL_METRIC),
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
    this.wafBlocksAlarm = this.blocksAlarm();
    this.forwardAlarms(props.alarmRegion, [this.wafBlocksAlarm]);
  }

  /**
   * WAF publishes a CloudFront web ACL's metrics here, and an alarm watches only its own region's metrics.
   * A Metrics Insights query over the web ACL's 'ALL' rule sums its blocks whatever other dimensions WAF adds.
   */
  private blocksAlarm(): Alarm {
    const blocked = new MathExpression({
      expression: `SELECT SUM(BlockedRequests) FROM "AWS/WAFV2" WHERE WebACL = '${WEB_ACL_METRIC}' AND Rule = 'ALL'`,
      usingMetrics: {},
      period: Duration.minutes(5),
      label: 'Requests the web ACL blocked',
    });
    return new Alarm(this, 'WafBlocksAlarm', {
      alarmName: `${EDGE_STACK_NAME}-waf-blocks`,
      alarmDescription: `The web ACL blocked more than ${WAF_BLOCKS_ALARM_THRESHOLD} requests in 5 minutes (rate limits, flood guard, IP reputation): a flood at the edge`,
      metric: blocked,
      threshold: WAF_BLOCKS_ALARM_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * An alarm can notify only a topic of its own region; the ops topic is in the other stacks' region. So the
   * alarms' state changes go to that region's default event bus (EventBridge routes events across regions:
   * https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-cross-region.html), where the messaging
   * stack's rule puts them on the ops topic.
   */
  private forwardAlarms(region: string, alarms: Alarm[]): void {
    const mainBus = EventBus.fromEventBusArn(
      this,
      'MainRegionBus',
      Arn.format({ service: 'events', region, resource: 'event-bus', resourceName: 'default' }, this),
    );
    new Rule(this, 'AlarmsToMainRegion', {
      description: `The edge alarms' state changes, to the event bus of ${region} (and from there to the ops topic)`,
      eventPattern: {
        source: ['aws.cloudwatch'],
        detailType: ['CloudWatch Alarm State Change'],
        resources: alarms.map((alarm) => alarm.alarmArn),
      },
      targets: [new EventBusTarget(mainBus)],
    });
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
