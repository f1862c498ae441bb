// Jobs that run on a timer (functions/resources.ts `schedules`): an EventBridge rule every N minutes
// invoking the job's function.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { schedules } from '../../../functions/resources';
import { AppFunction } from '../constructs/app-function';
import type { DeployConfig } from '../deploy-config';
import { commonEnvironment } from '../function-environment';
import { grantAccess, type GrantTargets } from '../grants';
import { constructId } from '../naming';
import { scheduleGrants, type ScheduleKey } from '../worker-grants';

export interface SchedulesStackProps extends StackProps {
  config: DeployConfig;
  siteUrl: string;
  targets: GrantTargets;
}

export class SchedulesStack extends Stack {
  readonly functions: Record<ScheduleKey, AppFunction>;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);
    const functions: Partial<Record<ScheduleKey, AppFunction>> = {};

    for (const key of Object.keys(schedules) as ScheduleKey[]) {
      const definition = schedules[key];
      const job = new AppFunction(this, constructId(key), {
        entry: definition.handler,
        description: `Every ${definition.everyMinutes} min: ${definition.name} (${definition.handler})`,
        serviceName: definition.name,
        memorySize: 512,
        // Finishes well before the next run starts.
        timeout: Duration.seconds(Math.min(300, (definition.everyMinutes * 60) / 2)),
        environment: commonEnvironment(props.config, props.siteUrl),
      });
      grantAccess(job, scheduleGrants[key], props.targets);
      new Rule(this, `${constructId(key)}Schedule`, {
        description: `Runs ${definition.name} every ${definition.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(definition.everyMinutes)),
        targets: [new LambdaFunction(job.function, { retryAttempts: 2, maxEventAge: Duration.minutes(definition.everyMinutes) })],
      });
      functions[key] = job;
    }
    this.functions = functions as Record<ScheduleKey, AppFunction>;
  }
}
