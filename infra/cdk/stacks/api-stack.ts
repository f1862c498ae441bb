// One Lambda function per row of the route table (functions/routes.ts), each behind its HTTP API route
// with exactly the grants the row declares, and the stage with a global flood guard and its alarm.
import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  ApiMapping,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IDomainName,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { routeList } from '../../../functions/routes';
import { AMO_CLIENT_REFUSED_LOG } from '../../../functions/amo/client';
import {
  api5xxRateAlarm,
  clinicRefusalsAlarm,
  logLineAlarm,
  nearTimeoutAlarms,
  tableThrottlesAlarm,
  throttlesAlarms,
} from '../constructs/alarms';
import { METRIC_NAMES, METRICS_NAMESPACE } from '../../../functions/metrics';
import { table } from '../../../functions/resources';
import { AppFunction } from '../constructs/app-function';
import type { DeployConfig } from '../deploy-config';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_ENV } from '../../../functions/http/origin-check';
import { commonEnvironment } from '../function-environment';
import { grantAccess, type GrantTargets } from '../grants';
import { constructId } from '../naming';

/**
 * The stage's only throttle, across all callers: a flood guard far above normal traffic. Limits per
 * client are the edge's (edge-stack.ts, per IP) and per clinic the functions' (rate-counters.ts); a
 * per-route stage limit would be shared by every caller, so one client could make every widget answer 429.
 */
export const DEFAULT_THROTTLE = { rateLimit: 500, burstLimit: 1000 };

/**
 * JSON lines with HTTP API variables. The default format is the REST API's. `ip` is the CloudFront
 * edge; the visitor's address is the first entry of the forwarded X-Forwarded-For header.
 */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    responseLength: '$context.responseLength',
    userAgent: '$context.identity.userAgent',
  }),
);

export interface ApiStackProps extends StackProps {
  config: DeployConfig;
  siteUrl: string;
  httpApi: IHttpApi;
  /** The API's own domain (web stack), to map the stage to. */
  apiDomainName?: IDomainName;
  targets: GrantTargets;
  /** Where the alarms go (messaging stack). */
  alarmTopic: ITopic;
  /** The value of the header CloudFront adds (web stack); the functions refuse requests without it. */
  originVerifySecret: ISecret;
}

export type RouteRow = (typeof routeList)[number];

export class ApiStack extends Stack {
  /** The function of each route-table row, by row id. */
  readonly functions: Record<RouteRow['id'], AppFunction>;
  readonly routes: Record<RouteRow['id'], HttpRoute>;
  readonly stage: HttpStage;
  readonly serverErrorsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const functions: Partial<Record<RouteRow['id'], AppFunction>> = {};
    const routes: Partial<Record<RouteRow['id'], HttpRoute>> = {};

    for (const row of routeList) {
      const fn = new AppFunction(this, constructId(row.id), {
        entry: row.handler,
        description: `${row.method} ${row.path} (${row.handler})`,
        serviceName: row.id,
        // Below the HTTP API's 30 s integration limit, so the function's own error answers the call.
        timeout: Duration.seconds(10),
        ...(row.reservedConcurrency === undefined ? {} : { reservedConcurrency: row.reservedConcurrency }),
        environment: {
          ...commonEnvironment(props.config, props.siteUrl),
          [ORIGIN_VERIFY_ENV]: props.originVerifySecret.secretValue.unsafeUnwrap(),
        },
      });
      grantAccess(fn, row.grants, props.targets);
      functions[row.id] = fn;

      const route = new HttpRoute(this, `${constructId(row.id)}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(row.path, HttpMethod[row.method]),
        integration: new HttpLambdaIntegration(`${constructId(row.id)}Integration`, fn.function),
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          row.access === 'user'
            ? 'Signed-in route: the handler verifies the bearer token with aws-jwt-verify against the JWKS from Secrets Manager (route table access "user").'
            : 'Public by design (route table access "public"); abuse is limited per client by the edge web ACL and per clinic in the function.',
      });
      routes[row.id] = route;
    }
    this.functions = functions as Record<RouteRow['id'], AppFunction>;
    this.routes = routes as Record<RouteRow['id'], HttpRoute>;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: DEFAULT_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    this.serverErrorsAlarm = api5xxRateAlarm(this, 'ServerErrorsAlarm', props.alarmTopic, props.httpApi);
    logLineAlarm(
      this,
      'AmoClientRefusedAlarm',
      props.alarmTopic,
      [this.functions.amoData, this.functions.amoAgainData],
      AMO_CLIENT_REFUSED_LOG,
      "amoCRM refused the integration's client id or secret (AMO_CLIENT_SECRET / dentlead/amo-client-secret): no clinic can connect or refresh",
    );
    const all = Object.values(this.functions);
    throttlesAlarms(this, 'ThrottlesAlarm', props.alarmTopic, all);
    nearTimeoutAlarms(this, 'NearTimeoutAlarm', props.alarmTopic, all);
    tableThrottlesAlarm(
      this,
      'TableThrottlesAlarm',
      props.alarmTopic,
      props.targets.table.tableName,
      table.indexes.map((index) => index.name),
    );
    clinicRefusalsAlarm(this, 'ClinicRefusalsAlarm', props.alarmTopic, METRICS_NAMESPACE, METRIC_NAMES.clinicLeadsRefused);
    if (props.apiDomainName) new ApiMapping(this, 'ApiMapping', { api: props.httpApi, domainName: props.apiDomainName, stage: this.stage });

    new CfnOutput(this, 'ApiUrl', { value: `${props.siteUrl}/api`, description: 'The API as the web app calls it (through CloudFront)' });
    if (!props.apiDomainName) {
      new CfnOutput(this, 'ApiEndpoint', { value: props.httpApi.apiEndpoint, description: 'The HTTP API without CloudFront' });
    }
  }
}
