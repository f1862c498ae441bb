// `npm run bench`: prints figures, asserts nothing.
//  - per function: minified and gzipped bundle size (same esbuild settings as CDK) and module init
//    time (median of 5 cold imports in a fresh Node process, as a ratio to the fastest function);
//  - per web entry and lazy page: gzipped JS of its static import closure (dist/web, run `npm run build` first).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { functionBundling, functionEntries } from '../bundling';
import { benchClinic } from './clinic';

const root = resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7) + ' KB';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function initTimeMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify('file://' + file)});console.log(performance.now()-t)`;
  const runs = Array.from({ length: 5 }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, AWS_REGION: 'eu-central-1' } })
        .toString()
        .trim(),
    ),
  );
  return median(runs);
}

async function benchFunctions() {
  const out = mkdtempSync(join(tmpdir(), 'dentlead-bench-'));
  // External native modules (sharp) resolve from here, as they do from the function's own node_modules.
  symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'));
  const rows: Array<{ name: string; raw: number; gzip: number; init: number; heaviest: string[] }> = [];
  for (const [index, { name, entry }] of (await functionEntries()).entries()) {
    const outfile = join(out, `fn${index}.mjs`);
    const { banner, ...options } = functionBundling;
    const { metafile } = await build({
      ...options,
      banner: { js: banner },
      entryPoints: [join(root, entry)],
      bundle: true,
      outfile,
      logLevel: 'error',
      metafile: true,
    });
    const code = readFileSync(outfile);
    rows.push({ name, raw: code.length, gzip: gzipSync(code).length, init: initTimeMs(outfile), heaviest: heaviestInputs(metafile, 5) });
  }
  const fastest = Math.min(...rows.map((row) => row.init));
  console.log('\nFunctions (esbuild, minified; init = median of 5 cold imports)');
  console.log('function'.padEnd(40), 'minified'.padStart(10), 'gzipped'.padStart(10), 'init ms'.padStart(9), 'vs fastest'.padStart(11));
  for (const row of rows) {
    const mark = row.name.startsWith('queue ') || row.name.startsWith('schedule ') ? '' : withinBudget(row) ? '  ok' : '  OVER BUDGET';
    console.log(
      row.name.padEnd(40),
      kb(row.raw),
      kb(row.gzip),
      row.init.toFixed(1).padStart(9),
      (row.init / fastest).toFixed(2).padStart(10) + 'x' + mark,
    );
    console.log('    heaviest inputs: ' + row.heaviest.join(', '));
  }
  console.log(`Budget for HTTP functions: <= ${FUNCTION_BUDGET.minifiedKb} KB minified, init <= ${FUNCTION_BUDGET.initMs} ms.`);
}

/** Issue 7's goal for every HTTP function, checked on this machine (2 cores). */
const FUNCTION_BUDGET = { minifiedKb: 300, initMs: 150 };
const withinBudget = (row: { raw: number; init: number }) =>
  row.raw <= FUNCTION_BUDGET.minifiedKb * 1024 && row.init <= FUNCTION_BUDGET.initMs;

/** The inputs that weigh most in the output (bytes after minification), grouped by package or source file. */
function heaviestInputs(metafile: Metafile, count: number): string[] {
  const byModule = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const key = moduleOf(path);
      byModule.set(key, (byModule.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...byModule]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, bytes]) => `${key} ${(bytes / 1024).toFixed(1)} KB`);
}

/** node_modules/@scope/pkg/... → @scope/pkg; a source file stays itself. */
function moduleOf(path: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match ? match[1]! : path;
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
