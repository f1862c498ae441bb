// How a function is bundled for Lambda, in one place: the CDK construct passes these to NodejsFunction
// and the bench bundles with the same settings, so the sizes it prints are the sizes that ship.

import { fileURLToPath } from 'node:url';

/** CommonJS dependencies bundled into ESM still call require(); give them one. */
export const esmRequireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export const functionBundling = {
  format: 'esm' as const,
  platform: 'node' as const,
  target: 'node22',
  minify: true,
  sourcemap: true,
  /** shared/schemas/package.json declares its files free of side effects (but zod.ts): a function keeps only the schemas it uses. */
  treeShaking: true,
  mainFields: ['module', 'main'],
  banner: esmRequireBanner,
  /** Libraries' production code only (React's server renderer in the quiz page function ships both otherwise). */
  define: { 'process.env.NODE_ENV': '"production"' } as Record<string, string>,
  /**
   * What the functions use of the AWS SDK (the DynamoDB marshaller, the SigV4 signer; no SDK client:
   * functions/clients/aws-fetch.ts) is bundled (pinned, tree-shaken) rather than taken from the runtime. Native modules
   * cannot be bundled (their .node binary is loaded by path): they stay external and ship beside the
   * bundle in node_modules (see infra/cdk/native/README.md).
   */
  external: ['sharp'] as string[],
  /**
   * React's server renderer (only the quiz page function has one) is the legacy browser build, whose
   * renderToString is all that function calls: 144 KB minified with React, where react-dom/server's node
   * build (the streams as well) is 234 KB and server.browser (both renderers, as CommonJS) 217 KB.
   */
  alias: {
    'react-dom/server': fileURLToPath(
      new URL('../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
    ),
  } as Record<string, string>,
};

/** Native modules and the prepared linux-arm64 folder each one ships from. */
export const nativeModules = { sharp: 'infra/cdk/native/sharp-linux-arm64' } as const;

/** Every function module: one per route-table row, plus the queue consumers and the schedules. */
export async function functionEntries(): Promise<Array<{ name: string; entry: string }>> {
  const { routeList } = await import('../functions/routes');
  const { queues, schedules } = await import('../functions/resources');
  return [
    ...routeList.map((row) => ({ name: `${row.method} ${row.path}`, entry: row.handler })),
    ...Object.values(queues).flatMap((queue) =>
      'consumer' in queue && queue.consumer ? [{ name: `queue ${queue.name}`, entry: queue.consumer }] : [],
    ),
    ...Object.values(schedules).map((schedule) => ({ name: `schedule ${schedule.name}`, entry: schedule.handler })),
  ];
}
