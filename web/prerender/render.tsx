// Runs inside Vite's SSR module graph (see plugin.ts), so the page and react-dom/server share one React.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';

/** The page as static HTML; its links are plain anchors, so the page needs no script to navigate. */
export function renderPage(Page: ComponentType, location: string): string {
  return renderToStaticMarkup(
    <StaticRouter location={location}>
      <Page />
    </StaticRouter>,
  );
}
