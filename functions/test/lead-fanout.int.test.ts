// The lead's fan-out (issue 25 §5, issue 28 §3): a lead reaches only the queues of the channels it has a destination
// on, by the lead topic's filter policies as provisioned; a channel configured after the lead came in gets it by
// 'Отправить повторно'; a lead with no destination leaves nothing behind in the sweeper's outbox. Without SNS
// (LEAD_FANOUT=sqs, the no-sns jest project) the same rule picks the queues the lead is sent to directly.
import { ListSubscriptionsByTopicCommand, GetSubscriptionAttributesCommand, SNSClient, SubscribeCommand } from '@aws-sdk/client-sns';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, DeleteQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { leadChannelList, type LeadChannel } from '../../shared/integrations/lead-channels';
import { testRuntime } from '../../infra/local/testing/runtime';
import { channelQueueKey } from '../integrations/registry';
import { api } from './api';
import {
  addProvenDestinations,
  allLeads,
  connectTelegramGroup,
  fakeMessages,
  newClinic,
  ticketOf,
  uniqueGroupId,
  waitFor,
  type TestClinic,
} from './leads-support';

const local = { region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
let sqs: SQSClient;
let sns: SNSClient;
const probes = new Map<LeadChannel, string>();

beforeAll(() => {
  sqs = new SQSClient({ ...local, endpoint: testRuntime().endpoints.sqs });
  sns = new SNSClient({ ...local, endpoint: testRuntime().endpoints.sns });
});

afterAll(async () => {
  for (const url of probes.values()) await sqs.send(new DeleteQueueCommand({ QueueUrl: url }));
  sqs.destroy();
  sns.destroy();
});

/** Lead ids on a probe queue (received with a short visibility: nobody else reads it). */
async function leadIdsOn(queueUrl: string): Promise<string[]> {
  const answer = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
  return (answer.Messages ?? []).map((message) => (JSON.parse(message.Body ?? '{}') as { id: string }).id);
}

const sendsThroughSns = () => testRuntime().leadFanout === 'sns';

describe('on the lead topic', () => {
  let clinic: TestClinic;
  const address = `fanout-${Date.now()}@clinic.test`;

  beforeAll(async () => {
    if (!sendsThroughSns()) return;
    clinic = await newClinic();
    await addProvenDestinations(clinic, { email: [address] });
    // Beside each channel queue, a probe queue subscribed with the filter policy the channel queue has in the emulator.
    const topicArn = testRuntime().resources.topicArns.lead!;
    const { Subscriptions = [] } = await sns.send(new ListSubscriptionsByTopicCommand({ TopicArn: topicArn }));
    for (const channel of leadChannelList.map((descriptor) => descriptor.name)) {
      const channelQueueArn = testRuntime().resources.queues[channelQueueKey(channel)]!.arn;
      const subscription = Subscriptions.find((candidate) => candidate.Endpoint === channelQueueArn)!;
      const { Attributes = {} } = await sns.send(new GetSubscriptionAttributesCommand({ SubscriptionArn: subscription.SubscriptionArn }));
      const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `fanout-probe-${channel}-${Date.now()}` }));
      const { Attributes: queue } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
      await sns.send(
        new SubscribeCommand({
          TopicArn: topicArn,
          Protocol: 'sqs',
          Endpoint: queue!.QueueArn,
          Attributes: { RawMessageDelivery: 'true', ...(Attributes.FilterPolicy ? { FilterPolicy: Attributes.FilterPolicy } : {}) },
        }),
      );
      probes.set(channel, QueueUrl!);
    }
  });

  (sendsThroughSns() ? it : it.skip)('reaches only the queues of the channels the clinic has a destination on', async () => {
    const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId) });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    const mailProbe = probes.get('mail')!;
    expect(await waitFor('the lead on the mail probe', async () => (await leadIdsOn(mailProbe)).includes(id))).toBe(true);
    for (const [channel, url] of probes)
      if (channel !== 'mail') expect({ channel, leads: await leadIdsOn(url) }).toEqual({ channel, leads: [] });
    // The statuses are as the consumers leave them: mailed, and 'не настроено' on the rest.
    const lead = await waitFor('mailed', async () =>
      (await allLeads(clinic)).find((item) => item._id === id && item.statusSend.mail?.[address] === 'ok'),
    );
    expect(lead.statusSend).toEqual({ mail: { [address]: 'ok' }, telegramm: {}, amo: {}, google: 'не настроено' });
  });
});

describe('a channel configured after the lead came in', () => {
  it("gets the lead by 'Отправить повторно', and a lead with no destination is not left to the sweeper", async () => {
    const clinic = await newClinic();
    const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: 'Позже Пётр' }) });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    const [lead] = await allLeads(clinic);
    expect(lead!.statusSend).toEqual({ mail: {}, telegramm: {}, amo: {}, google: 'не настроено' });

    const group = uniqueGroupId();
    expect(await connectTelegramGroup(clinic, group, 'Регистратура')).toBe(200);
    const resent = await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id, channel: 'telegram' } });
    expect(resent.status).toBe(200);
    const delivered = await waitFor('sent to the group', async () =>
      (await allLeads(clinic)).find((item) => item._id === id && item.statusSend.telegramm?.[group] === 'ok'),
    );
    expect(delivered.statusSend.telegramm).toEqual({ [group]: 'ok' });
    const messages = await fakeMessages(group);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain('Позже Пётр');
    // Announced to no queue, so no consumer would take it out of the outbox: it never entered it (nor was it announced;
    // the resend went to the queue itself).
    const dynamo = new DynamoDBClient({ ...local, endpoint: testRuntime().endpoints.dynamodb });
    const { Item } = await dynamo.send(
      new GetItemCommand({
        TableName: testRuntime().resources.tableName,
        Key: { pk: { S: `TENANT#${clinic.clinicId}` }, sk: { S: `TICKET#${answer.body.createdAt as string}#${id}` } },
      }),
    );
    dynamo.destroy();
    expect(Item?.id).toEqual({ S: id });
    expect(Item?.gsi1pk).toBeUndefined();
    expect(Item?.announcedAt).toBeUndefined();
  });
});

// The queue keys this file relies on exist for every channel (a new channel's queue is picked up generically).
it('has a channel queue per lead channel', () => {
  for (const channel of leadChannelList) expect(testRuntime().resources.queues[channelQueueKey(channel.name)]).toBeDefined();
});
