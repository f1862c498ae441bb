// Patient-facing pages must not download the cabinet (issue 2 §7), and each public page keeps its budget (issue 25). Reads the built app (`npm test`
// builds it first): Vite's manifest gives the chunk graph, .vite/chunk-modules.json what each chunk holds.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loaderFor } from '../functions/domain/widget/loader-script';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const viteDir = fileURLToPath(new URL('../dist/web/.vite/', import.meta.url));

function readJson<T>(name: string): T {
  const file = viteDir + name;
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const manifest = readJson<Record<string, ManifestChunk>>('manifest.json');
const chunkModules = readJson<Record<string, string[]>>('chunk-modules.json');

const PUBLIC_ROUTE_MODULES = [
  'src/pages/landing/LandingPage.tsx',
  'src/pages/policy/PolicyPage.tsx',
  'src/pages/test/ShuffleDemoPage.tsx',
  'src/pages/visit/VisitPage.tsx',
];
const isCabinetModule = (module: string) => module.startsWith('web/src/cabinet/');
/** The public forms' proof-of-work retry, shared by every public page; its solver is a lazy chunk. */
const CHALLENGE = 'web/src/challenge/';

/** The app's entry (policy.html and 404.html are CSS only); the landing and the booking widget are checked at the end. */
function entryKey(): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  expect(entries.map(([key]) => key).sort()).toEqual(['app.html', 'index.html', 'quiz.html', 'seagull.html', 'widget.html']);
  return 'app.html';
}

/** The chunks the browser loads for these manifest keys before running them: their static import closure. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

function modulesOf(keys: Set<string>): string[] {
  return [...keys].flatMap((key) => chunkModules[manifest[key]!.file] ?? []);
}

/** A page's entry and the chunks it imports after the first paint (the prerendered pages hydrate then). */
function closureWithLater(key: string): Set<string> {
  const seen = staticClosure([key]);
  for (const later of [...seen].flatMap((each) => manifest[each]!.dynamicImports ?? []))
    for (const chunk of staticClosure([later])) seen.add(chunk);
  return seen;
}

/** The gzipped bytes of these chunks' JS files. */
function gzippedJs(keys: Set<string>): number {
  return [...keys]
    .filter((key) => manifest[key]!.file.endsWith('.js'))
    .reduce((sum, key) => sum + gzipSync(readFileSync(new URL(`../dist/web/${manifest[key]!.file}`, import.meta.url))).length, 0);
}

/**
 * Issue 25's budgets, failing the build instead of being printed. The quiz's 60 KB at load is the
 * issue's goal (it was 83 KB: React ran before anything was painted); the widget's and the landing's
 * are their sizes when set (29.0 KB and 4.7 KB gzipped) plus about 10 %. The loader's 1.2 KB: below.
 */
const BUDGETS = { quizAtLoadKb: 60, quizInAllKb: 90, widgetKb: 32, landingKb: 5.2, visitKb: 136, loaderBytes: 1200 };

/**
 * Page-independent helpers a public page may load, no app code: web/src/analytics/ (UTM lines, the Metrica
 * tag), the error reporter every entry installs (web/src/errors/, with the remembered user it reports) and
 * the public forms' proof-of-work retry (web/src/challenge/).
 */
const PAGE_INDEPENDENT = ['web/src/analytics/', 'web/src/errors/', 'web/src/session/known-user.ts', CHALLENGE];

describe('the built web app keeps the cabinet out of patient-facing pages', () => {
  it('records the modules of every chunk in the manifest', () => {
    for (const chunk of Object.values(manifest)) {
      if (chunk.file.endsWith('.js')) expect(chunkModules[chunk.file]).toBeDefined();
    }
  });

  it('can see cabinet modules where they are (so the checks below mean something)', () => {
    const cabinet = staticClosure(['src/cabinet/CabinetLayout.tsx']);
    expect(modulesOf(cabinet)).toContain('web/src/cabinet/CabinetLayout.tsx');
  });

  it('loads no cabinet module with the entry', () => {
    const modules = modulesOf(staticClosure([entryKey()]));
    expect(modules).toContain('web/src/main.tsx');
    expect(modules.filter(isCabinetModule)).toEqual([]);
  });

  it.each(PUBLIC_ROUTE_MODULES)('loads no cabinet module for %s', (routeModule) => {
    expect(manifest[routeModule]?.isDynamicEntry).toBe(true);
    const modules = modulesOf(staticClosure([entryKey(), routeModule]));
    expect(modules).toContain(`web/${routeModule}`);
    expect(modules.filter(isCabinetModule)).toEqual([]);
  });

  it('keeps the query cache library out of the landing', () => {
    const modules = modulesOf(staticClosure([entryKey(), 'src/pages/landing/LandingPage.tsx']));
    expect(modules.filter((module) => module.startsWith('npm:@tanstack/'))).toEqual([]);
  });
});

describe('the export of Заявки loads its spreadsheet libraries only when used (issue 26 §1)', () => {
  const screen = 'src/cabinet/applications/ApplicationsScreen.tsx';
  const npmOf = (keys: Set<string>) => modulesOf(keys).filter((module) => module.startsWith('npm:'));

  it('keeps exceljs and papaparse out of the screen and the app', () => {
    expect(manifest[screen]?.isDynamicEntry).toBe(true);
    const firstLoad = staticClosure([entryKey(), screen]);
    expect(npmOf(firstLoad).filter((module) => ['npm:exceljs', 'npm:papaparse'].includes(module))).toEqual([]);
  });

  it('loads papaparse for a CSV and exceljs for an XLSX, each in a chunk of its own', () => {
    const csv = staticClosure(['src/cabinet/applications/export/csv-file.ts']);
    const xlsx = staticClosure(['src/cabinet/applications/export/xlsx-file.ts']);
    expect(npmOf(csv)).toContain('npm:papaparse');
    expect(npmOf(csv)).not.toContain('npm:exceljs');
    expect(npmOf(xlsx)).toContain('npm:exceljs');
    expect(manifest['src/cabinet/applications/export/xlsx-file.ts']?.isDynamicEntry).toBe(true);
  });
});

describe('the booking widget is a bundle of its own', () => {
  const widget = () => modulesOf(staticClosure(['widget.html']));

  it('loads its entry and nothing of the app: no cabinet, no React, no router, no query cache; of npm only zod', () => {
    const modules = widget();
    expect(modules).toContain('web/widget/main.ts');
    expect(
      modules.filter((module) => module.startsWith('web/src/') && !PAGE_INDEPENDENT.some((allowed) => module.startsWith(allowed))),
    ).toEqual([]);
    // zod: the widget checks a booking with the server's own schema (shared/schemas), so a refusal is explained at its field.
    expect(new Set(modules.filter((module) => module.startsWith('npm:')))).toEqual(new Set(['npm:zod']));
    expect(manifest['widget.html']!.dynamicImports ?? []).toEqual([]);
  });

  it('checks a booking with the ticket’s schema alone: no integration kind, no lead channel, no lead view', () => {
    expect(widget()).toContain('shared/schemas/ticket.ts');
    expect(widget().filter((module) => module.startsWith('shared/integrations/') || module === 'shared/schemas/leads.ts')).toEqual([]);
  });

  it(`weighs at most ${BUDGETS.widgetKb} KB of gzipped JS`, () => {
    expect(gzippedJs(staticClosure(['widget.html']))).toBeLessThanOrEqual(BUDGETS.widgetKb * 1024);
  });
});

describe("the patient's visit page /visit is a lazy chunk of the app (issue 26 §3)", () => {
  const page = 'src/pages/visit/VisitPage.tsx';

  it('loads no query cache, nothing of the sign-in pages and no integration kind', () => {
    const modules = modulesOf(staticClosure([entryKey(), page]));
    expect(modules.filter((module) => module.startsWith('npm:@tanstack/'))).toEqual([]);
    expect(modules.filter((module) => module.startsWith('web/src/pages/auth/') || module.startsWith('shared/integrations/'))).toEqual([]);
  });

  // The app's entry (React and the router, about 115 KB) and the page: 133 KB when set, as the lead-address page.
  it(`weighs at most ${BUDGETS.visitKb} KB of gzipped JS with the app's entry`, () => {
    expect(gzippedJs(staticClosure([entryKey(), page]))).toBeLessThanOrEqual(BUDGETS.visitKb * 1024);
  });
});

describe('the public quiz is a page of its own (issue 8)', () => {
  const quiz = () => modulesOf(closureWithLater('quiz.html'));

  it('loads React and the quiz, and nothing of the app: no cabinet, no router, no query cache, no zod', () => {
    const modules = quiz();
    expect(modules).toContain('web/quiz/main.tsx');
    expect(
      modules.filter((module) => module.startsWith('web/src/') && !PAGE_INDEPENDENT.some((allowed) => module.startsWith(allowed))),
    ).toEqual([]);
    expect(
      modules.filter((module) => module.startsWith('npm:') && !['npm:react', 'npm:react-dom', 'npm:scheduler'].includes(module)),
    ).toEqual([]);
  });

  it(`loads at most ${BUDGETS.quizAtLoadKb} KB of gzipped JS with the page (React comes after the first paint)`, () => {
    expect(modulesOf(staticClosure(['quiz.html'])).filter((module) => module.startsWith('npm:'))).toEqual([]);
    expect(gzippedJs(staticClosure(['quiz.html']))).toBeLessThanOrEqual(BUDGETS.quizAtLoadKb * 1024);
  });

  it(`weighs at most ${BUDGETS.quizInAllKb} KB of gzipped JS with what it loads after the first paint`, () => {
    expect(gzippedJs(closureWithLater('quiz.html'))).toBeLessThanOrEqual(BUDGETS.quizInAllKb * 1024);
  });
});

describe('the trailer configurator /seagull is a page of its own (issue 12)', () => {
  it('loads React and the configurator, and nothing of the app: no cabinet, no router, no query cache, no zod', () => {
    const modules = modulesOf(closureWithLater('seagull.html'));
    expect(modules).toEqual(
      expect.arrayContaining(['web/seagull/main.tsx', 'web/seagull/hydrate.tsx', 'shared/domain/configurator/rules.ts']),
    );
    expect(
      modules.filter((module) => module.startsWith('web/src/') && !PAGE_INDEPENDENT.some((allowed) => module.startsWith(allowed))),
    ).toEqual([]);
    expect(
      modules.filter((module) => module.startsWith('npm:') && !['npm:react', 'npm:react-dom', 'npm:scheduler'].includes(module)),
    ).toEqual([]);
  });

  it('paints before any script: the page is prerendered into seagull.html', () => {
    const html = readFileSync(new URL('../dist/web/seagull.html', import.meta.url), 'utf8');
    expect(html).toContain('Конфигуратор стоимости');
    expect(html).toContain('Кузов на 3–4 места');
    expect(modulesOf(staticClosure(['seagull.html'])).filter((module) => module.startsWith('npm:'))).toEqual([]);
  });

  it('weighs at most 90 KB of gzipped JS', () => {
    expect(gzippedJs(closureWithLater('seagull.html'))).toBeLessThanOrEqual(90 * 1024);
  });
});

describe('every page that runs a script reports its uncaught errors (issue 22 §3)', () => {
  it.each(['widget.html', 'app.html'])('%s loads the error reporter with its first script', (page) => {
    expect(modulesOf(staticClosure([page]))).toContain('web/src/errors/reporter.ts');
  });

  it.each(['index.html', 'quiz.html', 'seagull.html'])(
    '%s listens with its first script and loads the reporter on the first error',
    (page) => {
      const first = staticClosure([page]);
      expect(modulesOf(first)).toContain('web/src/errors/uncaught.ts');
      expect(modulesOf(first)).not.toContain('web/src/errors/reporter.ts');
      const later = [...first].flatMap((key) => manifest[key]!.dynamicImports ?? []);
      expect(later.some((key) => modulesOf(staticClosure([key])).includes('web/src/errors/reporter.ts'))).toBe(true);
    },
  );
});

describe('the prerendered pages are light (issue 7 §4)', () => {
  it('the landing loads its form script only: no React, no router, no zod before the form is used', () => {
    const modules = modulesOf(staticClosure(['index.html']));
    expect(modules).toContain('web/src/pages/landing/main.ts');
    expect(modules.filter((module) => module.startsWith('npm:'))).toEqual([]);
    expect(gzippedJs(staticClosure(['index.html']))).toBeLessThanOrEqual(BUDGETS.landingKb * 1024);
  });

  it.each(['policy.html', '404.html'])('%s loads no script at all', (page) => {
    expect(gzippedJs(staticClosure([page]))).toBe(0);
    expect(readFileSync(new URL(`../dist/web/${page}`, import.meta.url), 'utf8')).not.toContain('<script');
  });
});

describe('the widget loader a clinic pastes stays small (issue 25 §3)', () => {
  /** A clinic's key is its account id, a UUID. */
  const CLINIC_KEY_LIKE = '3f2b8c1e-9d4a-4f7e-b6a2-5c8e1d0f9a73';

  it(`is at most ${BUDGETS.loaderBytes} bytes (1.2 KB) gzipped, as served with a clinic's key`, () => {
    expect(gzipSync(loaderFor(CLINIC_KEY_LIKE)).length).toBeLessThanOrEqual(BUDGETS.loaderBytes);
  });
});
