// Every function's synthesized policy against what its bundle can send (infra/function-calls.ts): each
// call allowed, and nothing allowed that the code never asks for. Locally the emulators check no IAM,
// so this is where a missing grant (or a forgotten broad one) shows before AWS answers 403.
import { routeList } from '../../functions/routes';
import { buckets, queues, schedules } from '../../functions/resources';
import type { Grants } from '../../functions/http/route';
import { bundleAll, bundleOf, iamActionsOf } from '../function-calls';
import type { AppFunction } from './constructs/app-function';
import { consumerGrants, consumerQueueKeys, scheduleGrants, type ScheduleKey } from './worker-grants';
import { actionsOf, statementsOfRole, sharedTestApp, type PolicyStatement, type SynthesizedTestApp } from './test-app';

/** Allowed with an action the code sends, because the service needs them for it or CDK's grant adds them. */
const COMPANIONS: Record<string, string[]> = {
  'secretsmanager:GetSecretValue': ['secretsmanager:DescribeSecret'],
  // The topics are KMS-encrypted: publishing makes a data key.
  'sns:Publish': ['kms:Decrypt', 'kms:GenerateDataKey*'],
  'sqs:SendMessage': ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
};
/**
 * A function that announces leads carries both fan-outs (functions/messaging/lead-fanout.ts) and is granted the one of
 * its deployment (-c leadFanout; this suite synthesizes the default, SNS): its direct sends to the channel queues
 * need no grant here (messaging-stack.suite.ts checks them without SNS).
 */
const fanoutWithoutGrant = (grants: Grants) => (grants.publishTo?.length && !grants.sendTo?.length ? ['sqs:SendMessage'] : []);
/** What every function's role holds: its own log group. */
const LOGGING = ['logs:CreateLogStream', 'logs:PutLogEvents'];
/** What a queue consumer's event source mapping needs. */
const CONSUMING = ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];

interface Subject {
  name: string;
  entry: string;
  grants: Grants;
  consumer: boolean;
  fn: (app: SynthesizedTestApp) => AppFunction;
}

const subjects: Subject[] = [
  ...routeList.map((row) => ({
    name: `${row.method} ${row.path}`,
    entry: row.handler,
    grants: row.grants as Grants,
    consumer: false,
    fn: (app: SynthesizedTestApp) => app.stacks.api.functions[row.id],
  })),
  ...consumerQueueKeys().map((key) => ({
    name: `consumer of ${queues[key].name}`,
    entry: queues[key].consumer,
    grants: consumerGrants[key],
    consumer: true,
    fn: (app: SynthesizedTestApp) => app.stacks.messaging.consumers[key]!,
  })),
  ...(Object.keys(schedules) as ScheduleKey[]).map((key) => ({
    name: `schedule ${schedules[key].name}`,
    entry: schedules[key].handler,
    grants: scheduleGrants[key],
    consumer: false,
    fn: (app: SynthesizedTestApp) => app.stacks.schedules.functions[key],
  })),
];

const matches = (pattern: string, action: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(action);

/** S3 distinguishes bucket actions (on the bucket's ARN) from object actions (on `bucket/key`). */
const fitsResource = (action: string, resource: unknown) => {
  if (!action.startsWith('s3:')) return true;
  const text = JSON.stringify(resource);
  return action === 's3:ListBucket' ? !text.includes('/') : text.includes('/');
};

const allows = (statements: PolicyStatement[], action: string) =>
  statements.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      actionsOf([statement]).some((pattern) => matches(pattern, action)) &&
      [statement.Resource].flat().some((resource) => fitsResource(action, resource)),
  );

let app: SynthesizedTestApp;
beforeAll(() => {
  // Every function's bundle in one esbuild run, started before the synthesis so the two overlap.
  bundleAll(subjects.map((subject) => subject.entry));
  app = sharedTestApp();
});

describe.each(subjects)('$name', (subject) => {
  let sent: Set<string>;
  let statements: PolicyStatement[];
  beforeAll(async () => {
    sent = await iamActionsOf(subject.entry);
    statements = statementsOfRole(subject.fn(app).role);
  });

  it('may make every AWS call its bundle can make', () => {
    expect([...sent].filter((action) => !allows(statements, action) && !fanoutWithoutGrant(subject.grants).includes(action))).toEqual([]);
  });

  it('may do nothing its code never asks for', () => {
    const needed = new Set([
      ...sent,
      ...[...sent].flatMap((action) => COMPANIONS[action] ?? []),
      ...LOGGING,
      ...(subject.consumer ? CONSUMING : []),
    ]);
    expect(actionsOf(statements).filter((action) => !needed.has(action))).toEqual([]);
  });
});

/**
 * The public rows that delete: a patient's cancel or move by the visit link frees that visit's own reservations at
 * once (issue 26 §3), each delete conditional on the item still naming the lead the signed link names
 * (functions/store/patient-visits.ts `freeing`). IAM cannot narrow a delete below the clinic's partition.
 */
const PUBLIC_DELETERS: readonly string[] = ['visitCancel', 'visitReschedule'];

describe('public functions get the narrowest grants', () => {
  const publicWriters = routeList.filter(
    (row) =>
      row.access === 'public' && (row.grants as Grants).table?.some((action) => !['GetItem', 'BatchGetItem', 'Query'].includes(action)),
  );

  it('finds the public writers', () => {
    expect(publicWriters.map((row) => row.id)).toEqual(expect.arrayContaining(['ticketCreate', 'errorReport']));
  });

  it.each(publicWriters)('$method $path reaches only its own partitions of the table', (row) => {
    const tableStatements = statementsOfRole(app.stacks.api.functions[row.id].role).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(tableStatements.length).toBeGreaterThan(0);
    for (const statement of tableStatements) {
      expect(statement.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': (row.grants as Grants).tablePartitions!.map((prefix) => `${prefix}*`) },
      });
      if (!PUBLIC_DELETERS.includes(row.id)) expect(actionsOf([statement])).not.toEqual(expect.arrayContaining(['dynamodb:DeleteItem']));
    }
  });

  it('the error report may only put reports and count its allowance', () => {
    expect(
      actionsOf(statementsOfRole(app.stacks.api.functions.errorReport.role)).filter((action) => action.startsWith('dynamodb:')),
    ).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(routeList.find((row) => row.id === 'errorReport')!.grants.tablePartitions).toEqual(['ERROR_REPORT#', 'LIMIT#']);
  });

  it('the image getter writes only resized variants and reads only confirmed images and variants', () => {
    const statements = statementsOfRole(app.stacks.api.functions.imageGet.role);
    // The key prefix each object ARN ends with ('…/variants/*' → 'variants/').
    const prefixesFor = (action: string) =>
      statements
        .filter((statement) => actionsOf([statement]).includes(action))
        .flatMap((statement) => [statement.Resource].flat())
        .map((resource) => /\/([\w-]+\/)\*"/.exec(JSON.stringify(resource))?.[1]);
    expect(prefixesFor('s3:PutObject')).toEqual([buckets.images.prefixes.variants]);
    expect(prefixesFor('s3:GetObject')).toEqual([buckets.images.prefixes.originals, buckets.images.prefixes.variants]);
    expect(actionsOf(statements)).not.toContain('s3:DeleteObject');
  });
});

// Each HTTP function's bundle carries its own row and what that row uses, nothing of the rest: no route
// table, no other area's rows or contracts, no token verification in public functions, no SDK credential
// chain, no Powertools, no SDK client of S3, SNS, SQS, Secrets Manager or SES. Here, beside the IAM checks, so
// both read one build per function (infra/function-calls.ts bundleOf).
const areaOf = (path: string) => /(?:functions\/routes|shared\/api)\/([\w-]+)\.ts$/.exec(path)?.[1];

describe.each(routeList.map((row) => ({ ...row, name: `${row.method} ${row.path}` })))('the bundle of $name', (row) => {
  let inputs: string[] = [];
  beforeAll(async () => {
    inputs = (await bundleOf(row.handler)).inputs;
  });

  it('has its own row and contract, and neither the route table nor another area', () => {
    expect(inputs).not.toContain('functions/routes.ts');
    const areas = new Set(inputs.map(areaOf).filter((area) => area && area !== 'endpoint'));
    expect(areas.size).toBe(1);
    expect(inputs.some((path) => path.startsWith('functions/routes/'))).toBe(true);
  });

  it('carries token verification only when the row is signed-in', () => {
    const verifies = inputs.some((path) => path.includes('node_modules/aws-jwt-verify/') || path === 'functions/http/bearer.ts');
    expect(verifies).toBe(row.access === 'user');
  });

  it('has no SDK credential chain and no Powertools', () => {
    expect(
      inputs.filter((path) =>
        /@aws-sdk\/(credential-provider-(node|sso|ini|login|process|web-identity)|nested-clients)\/|@aws-lambda-powertools\//.test(path),
      ),
    ).toEqual([]);
  });

  it('calls DynamoDB, S3, SNS, SQS, Secrets Manager and SES through the signed fetch, not their SDK clients', () => {
    expect(
      inputs.filter((path) => /@aws-sdk\/(client-(dynamodb|s3|sns|sqs|secrets-manager|sesv2)|lib-dynamodb|s3-presigned-post)\//.test(path)),
    ).toEqual([]);
  });
});
