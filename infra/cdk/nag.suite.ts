// cdk-nag AwsSolutionsChecks over the whole app: synthesis fails on any finding that is not
// acknowledged, and every acknowledgement carries its own reason.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AppFunction } from './constructs/app-function';
import { grantAccess } from './grants';
import { ALARM_EMAIL_CONTEXT, TEST_ENV, sharedTestApp, synthTestApp } from './test-app';

const defaultApp = () => sharedTestApp();

// Every synthTestApp runs the checks; web-stack.suite.ts covers the custom-domain variant.
test('the app passes AwsSolutionsChecks', () => {
  expect(defaultApp).not.toThrow();
  expect(() => sharedTestApp(ALARM_EMAIL_CONTEXT)).not.toThrow();
});

test('a finding nobody acknowledged fails synthesis', () => {
  const synth = () =>
    synthTestApp({}, (app) => {
      new Queue(new Stack(app, 'Careless', { env: TEST_ENV }), 'PlainQueue');
    });
  expect(synth).toThrow(/AwsSolutions-SQS3|AwsSolutions-SQS4/);
});

test('a function granted every kind of access still passes: grants.ts acknowledges its wildcards exactly', () => {
  // Later rows will publish to the topic and use the images bucket; their grants must not break synth.
  expect(() =>
    synthTestApp({}, (app, stacks) => {
      const probe = new Stack(app, 'GrantProbe', { env: TEST_ENV });
      probe.addStackDependency(stacks.stateful);
      const fn = new AppFunction(probe, 'EveryGrant', {
        entry: 'functions/schedules/mis-sync.ts',
        description: 'probe',
        serviceName: 'probe',
        timeout: Duration.seconds(5),
      });
      grantAccess(
        fn,
        {
          table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
          tablePartitions: ['TENANT#'],
          sendTo: ['leadMail'],
          publishTo: ['lead'],
          buckets: { images: { get: ['originals', 'variants'], put: ['uploads'], delete: ['uploads'] } },
          secrets: ['signingKey', 'publicKeys'],
          sendMail: true,
        },
        {
          table: stacks.stateful.table,
          secrets: stacks.stateful.secrets,
          queues: stacks.messaging.queues,
          topics: stacks.messaging.topics,
          leadFanout: 'sns',
          mailFrom: 'noreply@dentlead.ru',
        },
      );
    }),
  ).not.toThrow();
});

describe('acknowledgements', () => {
  test('each names one rule and gives a specific reason', () => {
    const acknowledgements = defaultApp()
      .app.node.findAll()
      .flatMap((construct) => construct.node.metadata.filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      // Each entry is { '<namespace>::<rule id>': reason }; cdk-nag's README form (`AwsSolutions-S1`)
      // is stored under the Annotation namespace, which cdk-nag reads.
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) {
      expect(id).toMatch(/^(Annotation|AwsSolutions)::AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
