// The event an EventBridge schedule rule gives its target.
import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '../environment';

export function ruleArn(scheduleName: string): string {
  return `arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT}:rule/dentlead-${scheduleName}`;
}

export function buildScheduledEvent(scheduleName: string, firedAt: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT,
    // EventBridge gives the time to the second: 2026-01-31T10:15:00Z
    time: firedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [ruleArn(scheduleName)],
    detail: {},
  };
}
