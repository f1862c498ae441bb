// Vite builds the web: root web/, output dist/web with a manifest (read by the bundle-split test and the
// bench). Six HTML entries: the landing (index.html), the policy and the 404 page, prerendered at build
// time (web/prerender) and light; the app (app.html: auth pages and cabinet, lazy route chunks, see
// src/router.tsx); the booking widget (widget.html); and the public quiz (quiz.html, web/quiz/). Which path gets which file: src/routing/site-paths.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderPlugin } from './prerender/plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const DEFAULT_OPERATOR_EMAIL = 'support@dentlead.ru';
const DEFAULT_SUPPORT_TELEGRAM = 'dentlead_support';

/**
 * Writes .vite/chunk-modules.json beside the manifest: for every JS chunk, the source modules in it
 * ("web/src/…", "shared/…", or "npm:<package>"). The manifest gives the chunk graph but not what a
 * shared chunk contains; web/build-split.build.test.ts needs both.
 */
function chunkModulesPlugin(): Plugin {
  const label = (id: string) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    const at = clean.lastIndexOf('/node_modules/');
    if (at >= 0) {
      const [scope, name] = clean.slice(at + '/node_modules/'.length).split('/');
      return `npm:${scope?.startsWith('@') ? `${scope}/${name}` : scope}`;
    }
    return path.isAbsolute(clean) ? path.relative(repoRoot, clean).split(path.sep).join('/') : clean;
  };
  return {
    name: 'dentlead:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks[output.fileName] = [...new Set(output.moduleIds.map(label))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

export default defineConfig(({ mode }) => {
  // Build-time settings come from the environment or the repository's .env (shared with `npm start`).
  const env = { ...loadEnv(mode, repoRoot, 'VITE_'), ...process.env };
  const operatorEmail = env.VITE_OPERATOR_EMAIL || DEFAULT_OPERATOR_EMAIL;
  const supportTelegram = env.VITE_SUPPORT_TELEGRAM || DEFAULT_SUPPORT_TELEGRAM;
  const define = {
    'import.meta.env.VITE_OPERATOR_EMAIL': JSON.stringify(operatorEmail),
    'import.meta.env.VITE_SUPPORT_TELEGRAM': JSON.stringify(supportTelegram),
  };
  const entry = (file: string) => path.join(webRoot, file);

  return {
    root: webRoot,
    publicDir: 'public',
    envDir: false,
    plugins: [react(), chunkModulesPlugin(), prerenderPlugin({ root: webRoot, define })],
    define,
    build: {
      outDir: path.join(repoRoot, 'dist/web'),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // The one chunk past Vite's 500 KB warning is exceljs, loaded only by an XLSX export of 'Заявки'
      // (web/build-split.build.test.ts keeps it out of every first load).
      chunkSizeWarningLimit: 1000,
      rollupOptions: {
        input: {
          landing: entry('index.html'),
          policy: entry('policy.html'),
          notFound: entry('404.html'),
          app: entry('app.html'),
          widget: entry('widget.html'),
          quiz: entry('quiz.html'),
          seagull: entry('seagull.html'),
        },
      },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    preview: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
