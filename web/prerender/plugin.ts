// Prerenders public pages at build time: an HTML entry holding `<!--prerender:/src/…/Page.tsx /path-->`
// gets the page component's static markup in its place. The page ships as plain HTML and CSS (the
// landing adds one small script for its form); React, the router and the app's chunks stay in app.html.
import { createServer, type Plugin, type ViteDevServer } from 'vite';

const MARKER = /<!--prerender:(\S+) (\S+)-->/g;

interface RenderModule {
  renderPage: (page: unknown, location: string) => string;
}

export function prerenderPlugin(options: { root: string; define: Record<string, string> }): Plugin {
  let server: ViteDevServer | undefined;
  const ssrServer = async () =>
    (server ??= await createServer({
      configFile: false,
      root: options.root,
      define: options.define,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    }));

  return {
    name: 'dentlead:prerender',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        const markers = [...html.matchAll(MARKER)];
        if (markers.length === 0) return html;
        // In `vite dev` the running server loads the pages; in a build, a server of our own.
        const loader = context.server ?? (await ssrServer());
        const { renderPage } = (await loader.ssrLoadModule('/prerender/render.tsx')) as RenderModule;
        let out = html;
        for (const [marker, moduleId, location] of markers) {
          const page = (await loader.ssrLoadModule(moduleId!)) as { default: unknown };
          out = out.replace(marker, renderPage(page.default, location!));
        }
        return out;
      },
    },
    async closeBundle() {
      await server?.close();
      server = undefined;
    },
  };
}
