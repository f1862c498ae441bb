// The whole deployment as stacks, in deploy order. Used by app.ts (cdk synth/deploy) and by the tests.
import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { assertReservationsFit } from './concurrency';
import type { DeployConfig } from './deploy-config';
import type { GrantTargets } from './grants';
import { ApiStack } from './stacks/api-stack';
import { EDGE_STACK_NAME, EdgeStack } from './stacks/edge-stack';
import { MessagingStack } from './stacks/messaging-stack';
import { SchedulesStack } from './stacks/schedules-stack';
import { StatefulStack } from './stacks/stateful-stack';
import { WebStack } from './stacks/web-stack';

export interface DentLeadStacks {
  /** The web ACL in us-east-1, unless the deploy passes -c webAclArn. */
  edge?: EdgeStack;
  web: WebStack;
  stateful: StatefulStack;
  messaging: MessagingStack;
  api: ApiStack;
  schedules: SchedulesStack;
}

export function addDentLeadStacks(app: App, config: DeployConfig, env?: Environment): DentLeadStacks {
  assertReservationsFit(config.lambdaConcurrency);
  Tags.of(app).add('project', 'dentlead');
  const common = { env, config };

  // CloudFront takes web ACLs from us-east-1 only; the web stack reads the ARN across regions.
  const edge = config.webAclArn
    ? undefined
    : new EdgeStack(app, EDGE_STACK_NAME, {
        env: { ...env, region: 'us-east-1' },
        alarmRegion: env?.region ?? 'eu-central-1',
        crossRegionReferences: true,
        description: 'DentLead: WAF web ACL of the distribution (per-client rate limits)',
      });
  const web = new WebStack(app, 'DentLead-Web', {
    ...common,
    crossRegionReferences: Boolean(edge),
    webAclArn: config.webAclArn ?? edge?.webAcl.attrArn,
    description: 'DentLead: CloudFront, web app, HTTP API endpoint',
  });
  const { siteUrl } = web;
  const stateful = new StatefulStack(app, 'DentLead-Stateful', {
    env,
    description: 'DentLead: DynamoDB table, images bucket, token key secrets',
    siteOrigin: siteUrl,
  });
  const messaging = new MessagingStack(app, 'DentLead-Messaging', {
    ...common,
    description: 'DentLead: lead topic, channel queues with dead-letter queues and alarms, queue consumers',
    siteUrl,
    stateful: { table: stateful.table, secrets: stateful.secrets },
  });
  const targets: GrantTargets = {
    table: stateful.table,
    secrets: stateful.secrets,
    queues: messaging.queues,
    topics: messaging.topics,
    leadFanout: config.leadFanout,
    mailFrom: config.mailFrom,
  };
  const api = new ApiStack(app, 'DentLead-Api', {
    ...common,
    description: 'DentLead: one function per route-table row, HTTP API routes and stage',
    siteUrl,
    httpApi: web.httpApi,
    ...(web.apiDomainName ? { apiDomainName: web.apiDomainName } : {}),
    targets,
    alarmTopic: messaging.alarmTopic,
    originVerifySecret: web.originVerifySecret,
  });
  const schedules = new SchedulesStack(app, 'DentLead-Schedules', {
    ...common,
    description: 'DentLead: scheduled jobs (lead sweeper, MIS sync)',
    siteUrl,
    targets,
    alarmTopic: messaging.alarmTopic,
  });
  // Bucket names are derived, not imported (bucket-names.ts), so say the order explicitly.
  for (const functionsStack of [messaging, api, schedules]) functionsStack.addStackDependency(stateful);
  return { ...(edge ? { edge } : {}), web, stateful, messaging, api, schedules };
}
