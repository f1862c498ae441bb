// The API stack follows the route table: one function and one route per row, grants per row.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routeList, routes } from '../../functions/routes';
import { queues, schedules } from '../../functions/resources';
import { rateLimitClasses } from '../../functions/http/route';
import { assertReservationsFit, reservedConcurrencyTotal, UNRESERVED_MINIMUM } from './concurrency';
import { DEFAULT_ACCOUNT_CONCURRENCY } from './deploy-config';
import { DEFAULT_THROTTLE } from './stacks/api-stack';
import { actionsOf, logicalIdOf, statementsOfRole, sharedTestApp, synthTestApp, type SynthesizedTestApp } from './test-app';

let synthesized: SynthesizedTestApp;
let api: Template;

beforeAll(() => {
  synthesized = sharedTestApp();
  api = Template.fromStack(synthesized.stacks.api);
});

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const resourcesOf = (template: Template) => template.toJSON().Resources as Resources;
const functionsOf = (template: Template) =>
  Object.values(resourcesOf(template)).filter((resource) => resource.Type === 'AWS::Lambda::Function');

test('one Lambda function per route-table row, queue consumer and schedule, and no other', () => {
  const { stacks } = synthesized;
  const consumers = Object.values(queues).filter((queue) => 'consumer' in queue).length;
  const all = [stacks.web, stacks.stateful, stacks.messaging, stacks.api, stacks.schedules]
    .flatMap((stack) => functionsOf(Template.fromStack(stack)))
    // CDK's own handlers (BucketDeployment, the cross-region reference reader) are infrastructure, not product code.
    .filter((fn) => String(fn.Properties.Runtime).startsWith('nodejs') && String(fn.Properties.Handler) === 'index.handler');
  expect(all).toHaveLength(routeList.length + consumers + Object.keys(schedules).length);
  expect(functionsOf(api)).toHaveLength(routeList.length);
});

test.each(routeList)('$method $path: a route whose integration invokes the function of $handler', (row) => {
  const resources = resourcesOf(api);
  const routes = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::ApiGatewayV2::Route' && resource.Properties.RouteKey === `${row.method} ${row.path}`,
  );
  expect(routes).toHaveLength(1);

  const target = routes[0]!.Properties.Target as { 'Fn::Join': [string, unknown[]] };
  const integrationId = (target['Fn::Join'][1][1] as { Ref: string }).Ref;
  const integration = resources[integrationId]!;
  const functionId = (integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const fn = resources[functionId]!;

  expect(functionId).toBe(logicalIdOf(synthesized.stacks.api.functions[row.id].function));
  expect(fn.Properties).toMatchObject({
    Runtime: 'nodejs22.x',
    Architectures: ['arm64'],
    Handler: 'index.handler',
    Description: `${row.method} ${row.path} (${row.handler})`,
  });
  expect(synthesized.stacks.api.functions[row.id].entry).toBe(row.handler);
});

test('a function logs to its own log group with a retention and maps stack traces to the sources', () => {
  const fn = synthesized.stacks.api.functions.userRegistration.function;
  const props = resourcesOf(api)[logicalIdOf(fn)]!.Properties as {
    Environment: { Variables: Record<string, unknown> };
    LoggingConfig: { LogGroup: { Ref: string } };
  };
  expect(props.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
  expect(resourcesOf(api)[props.LoggingConfig.LogGroup.Ref]).toMatchObject({
    Type: 'AWS::Logs::LogGroup',
    Properties: { RetentionInDays: 30 },
  });
});

describe('grants are per function, from the row', () => {
  const functions = () => synthesized.stacks.api.functions;
  const signingKeyId = () => logicalIdOf(synthesized.stacks.stateful.secrets.signingKey);
  const publicKeysId = () => logicalIdOf(synthesized.stacks.stateful.secrets.publicKeys);
  const secretStatements = (id: keyof ReturnType<typeof functions>) =>
    statementsOfRole(functions()[id].role).filter((statement) => actionsOf([statement]).includes('secretsmanager:GetSecretValue'));

  test('the sign-up confirmation may read the signing key and not the public keys; the sign-up reads no secret', () => {
    const readable = JSON.stringify(secretStatements('userRegistrationConfirm'));
    expect(readable).toContain(signingKeyId());
    expect(readable).not.toContain(publicKeysId());
    expect(secretStatements('userRegistration')).toEqual([]);
  });

  test('GET /api/user may read the public keys and not the signing key', () => {
    const readable = JSON.stringify(secretStatements('userGet'));
    expect(readable).toContain(publicKeysId());
    expect(readable).not.toContain(signingKeyId());
  });

  test.each(routeList.filter((row) => row.grants.table?.length))('$method $path may do exactly the table actions of its row', (row) => {
    const actions = actionsOf(statementsOfRole(functions()[row.id].role)).filter((action) => action.startsWith('dynamodb:'));
    expect(actions.sort()).toEqual((row.grants.table ?? []).map((action) => `dynamodb:${action}`).sort());
  });

  test.each(routeList)('$method $path may do nothing beyond its grants', (row) => {
    const actions = actionsOf(statementsOfRole(functions()[row.id].role));
    expect(actions.some((action) => action.startsWith('sqs:'))).toBe(Boolean(row.grants.sendTo?.length));
    expect(actions.some((action) => action.startsWith('sns:'))).toBe(Boolean(row.grants.publishTo?.length));
    expect(actions.some((action) => action.startsWith('s3:'))).toBe(Boolean(row.grants.buckets));
    expect(actions.some((action) => action.startsWith('secretsmanager:'))).toBe(Boolean(row.grants.secrets?.length));
    expect(actions.some((action) => action.startsWith('ses:'))).toBe(Boolean(row.grants.sendMail));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.every((action) => !action.endsWith(':*'))).toBe(true);
  });

  test('the landing lead may send to the landing-mail queue and gets its URL', () => {
    const fn = functions().landingLead;
    const statements = statementsOfRole(fn.role).filter((statement) => actionsOf([statement]).includes('sqs:SendMessage'));
    expect(JSON.stringify(statements)).toContain(logicalIdOf(synthesized.stacks.messaging.queues.landingMail));
    const variables = (resourcesOf(api)[logicalIdOf(fn.function)]!.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([queues.landingMail.env, 'TABLE_NAME', 'PUBLIC_BASE_URL', 'OPERATOR_EMAIL']),
    );
  });
});

test('the stage has one global flood guard and no per-route limit that every caller would share', () => {
  api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    StageName: '$default',
    AutoDeploy: true,
    DefaultRouteSettings: { ThrottlingRateLimit: DEFAULT_THROTTLE.rateLimit, ThrottlingBurstLimit: DEFAULT_THROTTLE.burstLimit },
    RouteSettings: Match.absent(),
  });
  const busiest = Math.max(...Object.values(rateLimitClasses).map((limit) => limit.ratePerSecond));
  expect(DEFAULT_THROTTLE.rateLimit).toBeGreaterThanOrEqual(busiest * 50);
});

describe('reserved concurrency (issue 21 §1): no route can take the account’s capacity', () => {
  /** Signed-in rows whose work is heavy: the quiz save's patch, sharp, an image's bytes. */
  const HEAVY = ['quizSave', 'imageConfirm', 'quizImageConfirm', 'imageBuffer'] as const;
  const reservedOf = (fn: { function: object }) =>
    resourcesOf(api)[logicalIdOf(fn.function as never)]!.Properties.ReservedConcurrentExecutions as number | undefined;

  test.each(routeList.filter((row) => row.access === 'public'))('$method $path (public) has concurrency of its own', (row) => {
    expect(row.reservedConcurrency).toBeGreaterThan(0);
  });

  test.each(HEAVY)('the heavy %s has concurrency of its own', (id) => {
    expect(routes[id].reservedConcurrency).toBeGreaterThan(0);
  });

  test("each function reserves what its row says, and a row without a reservation's function none", () => {
    for (const row of routeList)
      expect({ row: row.id, reserved: reservedOf(synthesized.stacks.api.functions[row.id]) }).toEqual({
        row: row.id,
        reserved: row.reservedConcurrency,
      });
  });

  test('the booking path keeps more than any flood-prone public write', () => {
    expect(routes.ticketCreate.reservedConcurrency).toBeGreaterThanOrEqual(routes.landingLead.reservedConcurrency! * 5);
    expect(routes.widgetData.reservedConcurrency).toBeGreaterThanOrEqual(routes.quizSave.reservedConcurrency!);
  });

  test(`all the reservations of every stack leave at least ${UNRESERVED_MINIMUM} of the default quota unreserved, with room to spare`, () => {
    const { stacks } = synthesized;
    const total = [stacks.web, stacks.stateful, stacks.messaging, stacks.api, stacks.schedules]
      .flatMap((stack) => functionsOf(Template.fromStack(stack)))
      .reduce((sum, fn) => sum + Number(fn.Properties.ReservedConcurrentExecutions ?? 0), 0);
    expect(total).toBe(reservedConcurrencyTotal());
    // Half the default quota at most: the cabinet, the consumers and the jobs share what is left.
    expect(total).toBeLessThanOrEqual(DEFAULT_ACCOUNT_CONCURRENCY / 2);
  });

  test('an account quota too small for them stops the synthesis, saying what to ask AWS for', () => {
    const tooSmall = String(reservedConcurrencyTotal() + UNRESERVED_MINIMUM - 1);
    expect(() => synthTestApp({ lambdaConcurrency: tooSmall })).toThrow(/Concurrent executions.*quota.*at least/s);
    expect(() => assertReservationsFit(reservedConcurrencyTotal() + UNRESERVED_MINIMUM)).not.toThrow();
  });
});
