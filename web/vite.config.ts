// Vite builds the one web app: root web/, output dist/web with a manifest (read by the bundle-split test
// and the bench). Patient-facing pages and the cabinet are separate lazy route chunks (see src/router.tsx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

  return {
    root: webRoot,
    publicDir: 'public',
    envDir: false,
    plugins: [react(), chunkModulesPlugin()],
    define: {
      'import.meta.env.VITE_OPERATOR_EMAIL': JSON.stringify(operatorEmail),
      'import.meta.env.VITE_SUPPORT_TELEGRAM': JSON.stringify(supportTelegram),
    },
    build: {
      outDir: path.join(repoRoot, 'dist/web'),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // Two pages: the app (index.html) and the booking widget (widget.html, its own small bundle
      // with no React and no cabinet code; served at /widget).
      rollupOptions: { input: { app: path.join(webRoot, 'index.html'), widget: path.join(webRoot, 'widget.html') } },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    preview: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
