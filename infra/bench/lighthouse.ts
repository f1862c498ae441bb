// Bench section of the public pages (printed, not asserted; issue 7 §4 sets the goals): Lighthouse's
// mobile performance score, CLS, LCP and TBT for /, /policy, /widget, /seagull and the demo quiz, median of
// 3 runs each, in Debian's Chromium against a fresh local runtime (which compresses and caches like
// CloudFront does). The widget page gets a clinic with bookable doctors, as a clinic's site would open it;
// the quiz page is the demo clinic's calculator (/quiz/ulybka-raschet, seeded by the runtime as `npm start` does).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { ReadyInfo } from '../local/banner';
import { CHROMIUM_PATH } from '../local/testing/browser';
import globalSetup from '../local/testing/global-setup';
import globalTeardown from '../local/testing/global-teardown';
import { RUNTIME_FILE_ENV } from '../local/testing/runtime-process';

const root = resolve(import.meta.dirname, '../..');
const RUNS = 3;
const GOALS = { performance: 95, cls: 0.05 };
const DEMO_QUIZ_PATH = '/quiz/ulybka-raschet';

interface PageFigures {
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
  };
}

function medianFigures(runs: PageFigures[]): PageFigures {
  return {
    performance: median(runs.map((run) => run.performance)),
    cls: median(runs.map((run) => run.cls)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  };
}

export async function benchLighthouse(): Promise<void> {
  console.log(`\nPublic pages (Lighthouse mobile, simulated throttling, median of ${RUNS}; goals: performance >= 95, CLS < 0.05)`);
  await globalSetup({ rootDir: root });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const info = JSON.parse(readFileSync(process.env[RUNTIME_FILE_ENV]!, 'utf8')) as ReadyInfo;
    const { createWidgetClinic } = await import('../../web/test/widget-site');
    const clinic = await createWidgetClinic(info.appUrl, info.mailboxUrl);
    const pages = {
      '/': '/',
      '/policy': '/policy',
      '/widget': `/widget?id=${clinic.clinicKey}`,
      '/seagull': '/seagull',
      '/quiz': DEMO_QUIZ_PATH,
    };
    console.log('page'.padEnd(10), 'performance'.padStart(12), 'CLS'.padStart(8), 'LCP ms'.padStart(8), 'TBT ms'.padStart(8), '  goals');
    for (const [name, path] of Object.entries(pages)) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(new URL(path, info.appUrl).toString(), chrome.port));
      const figures = medianFigures(runs);
      console.log(
        name.padEnd(10),
        String(figures.performance).padStart(12),
        figures.cls.toFixed(3).padStart(8),
        figures.lcpMs.toFixed(0).padStart(8),
        figures.tbtMs.toFixed(0).padStart(8),
        figures.performance >= GOALS.performance && figures.cls < GOALS.cls ? '  ok' : '  BELOW GOAL',
      );
    }
  } finally {
    chrome.kill();
    await globalTeardown();
  }
}
