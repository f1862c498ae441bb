// Test support for visit reminders (issue 26 §2): a visit's reminder items as stored, moving one's due time to now
// (the schedule then finds it, as it would when the time came), messages put on the reminder queue by hand (a stale
// or repeated message), the queue drained, and the SMS fake's messages to a number.
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { testRuntime } from '../../infra/local/testing/runtime';
import { stepsKeyOf } from '../domain/reminders/send-reminder';
import { reminderKeys, stepKeys } from '../store/keys';
import { stepsOf } from '../store/remote-steps';
import type { ReminderItem, ReminderRef } from '../store/reminders';
import { useTestTable } from './table';

export interface SentSms {
  to: string;
  from: string;
  text: string;
  apiId: string;
}

export function reminderSupport() {
  const { client, tableName } = useTestTable();
  const runtime = testRuntime();
  const sqs = new SQSClient({
    endpoint: runtime.endpoints.sqs,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  afterAll(() => sqs.destroy());
  const queueUrl = runtime.resources.queues.reminder!.url;

  return {
    /** The lead's reminder items, latest-due first (more hours first). */
    async remindersOf(clinicId: string, leadId: string): Promise<Array<ReminderItem & { gsi1sk?: string }>> {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': `TENANT#${clinicId}`, ':prefix': `REMINDER#${leadId}#` },
          ConsistentRead: true,
        }),
      );
      return (Items as Array<ReminderItem & { gsi1sk?: string }>).sort((a, b) => b.hours - a.hours);
    },
    /** The reminder's time has come: its place in the due index is now (the schedule finds it on its next run). */
    async makeDue(reminder: ReminderRef, at = Date.now() - 1000): Promise<void> {
      const due = reminderKeys.due(at, reminder.userId, reminder.leadId, reminder.hours);
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: reminderKeys.reminder(reminder.userId, reminder.leadId, reminder.hours),
          UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
          ExpressionAttributeValues: { ':pk': due.gsi1pk, ':sk': due.gsi1sk },
        }),
      );
    },
    /** Each channel's step of the reminder: 'done', 'started' (claimed, not recorded) or 'none'. */
    async stepStates(reminder: ReminderRef): Promise<{ mail: string; sms: string; results: string }> {
      const key = stepsKeyOf(reminder);
      const { Item } = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: stepKeys.steps(key.userId, key.leadId, key.channel, key.destination),
          ConsistentRead: true,
        }),
      );
      const steps = stepsOf(Item);
      const results = JSON.stringify(Object.values(steps).map((step) => (step.state === 'done' ? step.result : step.state)));
      return { mail: steps.mail?.state ?? 'none', sms: steps.sms?.state ?? 'none', results };
    },
    /** Puts a reminder message on the queue by hand, as the schedule does. */
    async enqueue(reminder: ReminderRef): Promise<void> {
      const { userId, leadId, hours, planStart } = reminder;
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ userId, leadId, hours, planStart }) }));
    },
    /** No message waiting or in flight on the reminder queue. */
    async queueDrained(): Promise<boolean> {
      const { Attributes = {} } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'],
        }),
      );
      return Object.values(Attributes).every((value) => value === '0');
    },
  };
}

/** What the SMS.ru fake took for `to` from the account `apiKey`. */
export async function smsTo(to: string, apiKey: string): Promise<SentSms[]> {
  return (await (await fetch(`${testRuntime().fakes!.sms!}/__fake/messages?to=${to}&apiId=${apiKey}`)).json()) as SentSms[];
}
