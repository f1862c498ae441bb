// `npm run bench`: prints figures (the function budgets are also a test: infra/cdk/function-budgets.suite.ts).
//  - per function: minified and gzipped bundle size (as the budget test measures it) and module init
//    time (CPU and wall time, median of 5 cold imports in a fresh Node process: infra/function-budgets.ts);
//  - per web entry and lazy page: gzipped JS of its static import closure (dist/web, run `npm run build` first).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildShippedBundles, FUNCTION_BUDGET, judgedInitTimes, overInit, overSize } from '../function-budgets';
import { benchClinic } from './clinic';

const root = resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7) + ' KB';

async function benchFunctions() {
  const bundles = await buildShippedBundles();
  try {
    const times = await judgedInitTimes(bundles.functions, 5);
    const rows = bundles.functions.map((fn, index) => ({ ...fn, init: times[index]! }));
    console.log('\nFunctions (as CDK ships them: esbuild, minified; init = CPU and wall time of a cold import, median of 5)');
    console.log('function'.padEnd(40), 'minified'.padStart(10), 'gzipped'.padStart(10), 'init CPU ms'.padStart(12), 'wall ms'.padStart(8));
    for (const row of rows) {
      const mark = overSize(row) || overInit(row.init) ? '  OVER BUDGET' : '  ok';
      console.log(
        row.name.padEnd(40),
        kb(row.bytes),
        kb(row.gzipBytes),
        row.init.cpuMs.toFixed(1).padStart(12),
        row.init.wallMs.toFixed(1).padStart(8) + mark,
      );
      console.log('    heaviest inputs: ' + row.heaviest.join(', '));
    }
    const over = rows.filter((row) => overSize(row) || overInit(row.init)).length;
    console.log(
      `Budget for every function (infra/cdk/function-budgets.suite.ts): <= ${FUNCTION_BUDGET.minifiedKb} KB minified, init <= ${FUNCTION_BUDGET.initCpuMs} ms of CPU. ${over} OVER BUDGET of ${rows.length}.`,
    );
  } finally {
    bundles.dispose();
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}

function benchWeb() {
  const dist = join(root, 'dist/web');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('\nWeb: dist/web/.vite/manifest.json is missing; run `npm run build` first.');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const gzipOf = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key]!.file))).length, 0);
  console.log('\nWeb (gzipped JS of the static import closure)');
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    if (!chunk.file.endsWith('.js')) continue;
    console.log(
      (chunk.isEntry ? 'entry ' : 'lazy  ') + key.padEnd(48),
      kb(gzipOf(closure(key))),
      ` (${statSync(join(dist, chunk.file)).size} B own file)`,
    );
  }
  const quiz = manifest[QUIZ_PAGE.entry] ? gzipOf(closure(QUIZ_PAGE.entry)) : undefined;
  if (quiz !== undefined) {
    const mark = quiz <= QUIZ_PAGE.budgetKb * 1024 ? 'ok' : 'OVER BUDGET';
    console.log(`quiz page /quiz/{id}: ${kb(quiz).trim()} gzipped JS at load (budget <= ${QUIZ_PAGE.budgetKb} KB) ${mark}`);
  }
}

/** Issue 25's budget for the public quiz page's JS at load (its entry's static import closure, gzipped; React comes after the first paint). */
const QUIZ_PAGE = { entry: 'quiz.html', budgetKb: 60 };

// `npm run bench -- functions` prints only the function figures; `-- web` only the pages' sizes and Lighthouse.
const only = process.argv[2];
if (only !== 'web') {
  await benchFunctions();
  await (await import('./quiz-save')).benchQuizSave();
}
if (only !== 'functions') {
  benchWeb();
  if (only !== 'web') {
    await benchClinic();
    await (await import('./widget')).benchWidget();
    await (await import('./intake')).benchIntake();
  }
  await (await import('./lighthouse')).benchLighthouse();
}
