// The app as the tests build it: the real stacks, cdk-nag on, asset bundling skipped (esbuild and the
// vite build would make every test run take minutes; `npx cdk synth` bundles for real).
import { readFileSync } from 'node:fs';
import { App, NestedStack, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addDentLeadStacks, type DentLeadStacks } from './dentlead-app';
import { readDeployConfig } from './deploy-config';
import { fromRepoRoot } from './paths';

export const TEST_ENV = { region: 'eu-central-1' };

export interface SynthesizedTestApp {
  app: App;
  stacks: DentLeadStacks;
  assembly: CloudAssembly;
}

/**
 * Synthesizes once; throws (with cdk-nag's report) if any finding is not acknowledged.
 * `extend` may add constructs to the app before synthesis.
 */
export function synthTestApp(
  context: Record<string, string> = {},
  extend?: (app: App, stacks: DentLeadStacks) => void,
): SynthesizedTestApp {
  // The CLI passes cdk.json's feature flags to the app; a bare `new App` would not see them.
  const cdkJson = JSON.parse(readFileSync(fromRepoRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = addDentLeadStacks(app, readDeployConfig(app), TEST_ENV);
  extend?.(app, stacks);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  return { app, stacks, assembly };
}

export const ALARM_EMAIL_CONTEXT = { alarmEmail: 'ops@dentlead.ru' };

const shared = new Map<string, SynthesizedTestApp>();

/**
 * One synthesis per context for every suite that only reads the result: synthesis takes seconds, and
 * the suites run in one jest file (app.test.ts) so they can share it.
 */
export function sharedTestApp(context: Record<string, string> = {}): SynthesizedTestApp {
  const key = JSON.stringify(context);
  let synthesized = shared.get(key);
  if (!synthesized) {
    synthesized = synthTestApp(context);
    shared.set(key, synthesized);
  }
  return synthesized;
}

/** A stack and the nested stacks inside it (the API's route areas), each with a template of its own. */
export function stackTree(stack: Stack): Stack[] {
  return [
    stack,
    ...stack.node.findAll().filter((construct): construct is NestedStack => construct !== stack && NestedStack.isNestedStack(construct)),
  ];
}

/** The logical id of a construct's CloudFormation resource in its stack's template. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).getLogicalId(resource);
}

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

/** The statements of a role's default policy, as synthesized (cross-stack values as Fn::ImportValue). */
export function statementsOfRole(role: IConstruct): PolicyStatement[] {
  const policy = role.node.findChild('DefaultPolicy');
  const resources = Template.fromStack(Stack.of(role)).toJSON().Resources as Record<
    string,
    { Properties: { PolicyDocument: { Statement: PolicyStatement[] } } }
  >;
  return resources[logicalIdOf(policy.node.findChild('Resource'))]!.Properties.PolicyDocument.Statement;
}

export function actionsOf(statements: PolicyStatement[]): string[] {
  return statements.flatMap((statement) => [statement.Action].flat());
}
