// What a function can ask of AWS, as IAM actions, read from its bundle: esbuild with the shipped
// settings (infra/bundling.ts) keeps only reachable code, and without minifying the names stay readable.
// DynamoDB calls are SDK commands (`new QueryCommand(`); the signed-fetch calls name their IAM
// actions at the call site (functions/clients/aws-fetch.ts `IamAction`). Used by infra/cdk/iam.suite.ts.
import { build, type Metafile } from 'esbuild';
import { functionBundling } from './bundling';

/** SDK command classes the functions construct, by IAM action. */
const COMMAND_ACTIONS: Record<string, string[]> = {
  GetCommand: ['dynamodb:GetItem'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  QueryCommand: ['dynamodb:Query'],
  ScanCommand: ['dynamodb:Scan'],
  PutCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
  // IAM has no transaction actions: each item needs the action of its kind (found below).
  TransactWriteCommand: [],
  TransactGetCommand: ['dynamodb:GetItem'],
};

/** The item kinds of TransactWriteItems, by IAM action. */
const TRANSACTION_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** Modules whose presence in a bundle means a signature that IAM checks later (no call of its own). */
const SIGNING_MODULES: Record<string, string[]> = {
  // S3 accepts a presigned POST only if the signer may put the object.
  'functions/clients/s3-post.ts': ['s3:PutObject'],
};

/** A function's bundle as CDK builds it, unminified: its code, and the modules that put code in it. */
export interface FunctionBundle {
  text: string;
  inputs: string[];
  /** esbuild's account of the output: the bytes each input put in it (the budgets name the heaviest). */
  output: Metafile['outputs'][string];
}

const bundles = new Map<string, Promise<FunctionBundle>>();

/** Built once per entry and test file: the IAM, the bundle-contents and the budget checks share the build. */
export function bundleOf(entry: string): Promise<FunctionBundle> {
  if (!bundles.has(entry)) bundleAll([entry]);
  return bundles.get(entry)!;
}

/**
 * Builds many functions in one esbuild run (each its own complete bundle, as CDK makes them): the shared
 * modules are parsed once, so the test file's seventy-odd functions take seconds instead of half a minute.
 */
export function bundleAll(entries: string[]): void {
  const missing = [...new Set(entries)].filter((entry) => !bundles.has(entry));
  if (missing.length === 0) return;
  const built = buildBundles(missing);
  for (const [index, entry] of missing.entries())
    bundles.set(
      entry,
      built.then((all) => all[index]!),
    );
}

async function buildBundles(entries: string[]): Promise<FunctionBundle[]> {
  const { banner: _banner, ...options } = functionBundling;
  const { outputFiles, metafile } = await build({
    ...options,
    minify: false,
    sourcemap: false,
    entryPoints: Object.fromEntries(entries.map((entry, index) => [`f${index}`, entry])),
    bundle: true,
    write: false,
    outdir: 'unused',
    metafile: true,
    logLevel: 'error',
  });
  return entries.map((_, index) => {
    const output = (metafile as Metafile).outputs[`unused/f${index}.js`]!;
    const inputs = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path);
    const text = outputFiles.find((file) => file.path.endsWith(`/unused/f${index}.js`))!.text;
    return { text, inputs, output };
  });
}

/** The bundle's code per source module, from the `// path` line esbuild writes before each one. */
export function modulesOf(bundle: string): Map<string, string> {
  const modules = new Map<string, string>();
  const parts = bundle.split(/^\/\/ ((?:node_modules|functions|shared|infra)\/\S+)$/m);
  for (let index = 1; index < parts.length; index += 2) {
    modules.set(parts[index]!, (modules.get(parts[index]!) ?? '') + parts[index + 1]!);
  }
  return modules;
}

/** The IAM actions the project's own code in the bundle can need. */
export function iamActionsIn(bundle: string): Set<string> {
  const ownCode = [...modulesOf(bundle)].filter(([path]) => !path.startsWith('node_modules/'));
  const actions = new Set<string>();
  for (const [path, code] of ownCode) {
    for (const action of SIGNING_MODULES[path] ?? []) actions.add(action);
    for (const [, command] of code.matchAll(/\bnew (\w+Command)\d*\(/g)) {
      const known = COMMAND_ACTIONS[command!];
      if (!known) throw new Error(`${path} sends ${command}, which infra/function-calls.ts does not map to IAM actions yet`);
      for (const action of known) actions.add(action);
    }
    for (const [, action] of code.matchAll(/["'`]((?:s3|sns|sqs|secretsmanager|ses):[A-Za-z]+)["'`]/g)) actions.add(action!);
  }
  if (ownCode.some(([, code]) => /\bnew TransactWriteCommand\d*\(/.test(code))) {
    for (const [, code] of ownCode) {
      for (const [, kind] of code.matchAll(/\b(Put|Update|Delete|ConditionCheck): \{/g)) actions.add(TRANSACTION_ITEM_ACTIONS[kind!]!);
    }
  }
  return actions;
}

export async function iamActionsOf(entry: string): Promise<Set<string>> {
  return iamActionsIn((await bundleOf(entry)).text);
}
