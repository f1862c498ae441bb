// Every Lambda function of the product (API rows, queue consumers, schedules) is made here, so the
// runtime, bundling, logging and role defaults live in one place.
import { type Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionBundling, nativeModules } from '../../bundling';
import { fromRepoRoot, repoRoot } from '../paths';

export interface AppFunctionProps {
  /** The module, relative to the repository root, exporting `handler`. */
  entry: string;
  /** Shown in the Lambda console; names the module so a function can be traced back to it. */
  description: string;
  /** The Powertools logger's service name in every log line. */
  serviceName: string;
  timeout: Duration;
  memorySize?: number;
  /** Concurrent executions kept for this function, also its most (functions/http/route.ts `reservedConcurrency`). */
  reservedConcurrency?: number;
  environment?: Record<string, string>;
}

export class AppFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly entry: string;
  /** How long an invocation may run (the duration alarms measure against it). */
  readonly timeout: Duration;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    this.timeout = props.timeout;

    const logGroup = (this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    // An own role instead of the managed AWSLambdaBasicExecutionRole: it may write to its log group
    // only, and grants.ts adds exactly what the row declares.
    const role = (this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (${Stack.of(this).stackName})`.slice(0, 1000),
    }));
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRepoRoot(props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // Lambda's CPU share grows with memory; scrypt (sign-up, login) and cold starts are CPU-bound.
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout,
      ...(props.reservedConcurrency === undefined ? {} : { reservedConcurrentExecutions: props.reservedConcurrency }),
      description: props.description.slice(0, 256),
      role,
      logGroup,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        // Stack traces in the logs point at the TypeScript sources (the bundle ships its source map).
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      // The esbuild settings are infra/bundling.ts's, which the bench measures with.
      bundling: {
        format: OutputFormat.ESM,
        target: functionBundling.target,
        minify: functionBundling.minify,
        sourceMap: functionBundling.sourcemap,
        mainFields: functionBundling.mainFields,
        // Bundle what the functions use of the SDK (the DynamoDB marshaller, the signer) instead of
        // taking the runtime's copy: pinned versions, tree-shaken.
        bundleAwsSDK: true,
        banner: functionBundling.banner,
        define: functionBundling.define,
        esbuildArgs: Object.fromEntries(Object.entries(functionBundling.alias).map(([from, to]) => [`--alias:${from}`, to])),
        // Native modules (sharp) cannot be bundled; a function whose bundle imports one gets the
        // prepared linux-arm64 node_modules beside it (infra/cdk/native/README.md). Copied locally,
        // so synth stays offline; when the folder was not prepared, synth warns and goes on.
        externalModules: Object.keys(nativeModules),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) =>
            Object.entries(nativeModules).map(([name, folder]) => shipNativeModule(name, fromRepoRoot(folder), outputDir)),
        },
      },
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x on purpose: the project pins Node 22 (the node devDependency) for local runs, tests and bundling, and Lambda runs the same major.',
    });
  }
}

/** Shell step: if the bundle imports `name`, copy its prepared node_modules next to it (or warn). */
function shipNativeModule(name: string, folder: string, outputDir: string): string {
  const uses = `grep -q '"${name}"' "${outputDir}/index.mjs"`;
  const prepared = `[ -d "${folder}/node_modules/${name}" ]`;
  const warning = `echo "WARNING: ${folder}/node_modules is not prepared: this function ships WITHOUT ${name} and fails at runtime (see infra/cdk/native/README.md)" >&2`;
  return `if ${uses}; then if ${prepared}; then cp -R "${folder}/node_modules" "${outputDir}/node_modules"; else ${warning}; fi; fi`;
}
