// A local fake of Yandex Metrica's tag for `npm start` and the tests (the quiz page's goals, docs/contract/widget-quiz-configurator.md §7):
//   GET  /metrika/tag.js   the loader (tag-script.ts): defines `ym`, records counters and goals in the page
//   POST /__fake/hits      what the fake tag reports (text/plain JSON, by sendBeacon)
//   GET  /__fake/hits      the hits so far, oldest first; GET /__fake/stats: how often tag.js was fetched
//   POST /__fake/reset     forget both
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleSockets } from '../../http/keep-alive';
import { tagScript } from './tag-script';
import { readText, sendJson as json } from '../http-io';

export const TAG_PATH = '/metrika/tag.js';

export interface MetricaHit {
  counter: number;
  action: 'init' | 'reachGoal';
  goal?: string;
  at: string;
}

export interface MetricaFake {
  url: string;
  tagUrl: string;
  stop: () => Promise<void>;
}

export async function startMetricaFake(options: { port?: number } = {}): Promise<MetricaFake> {
  let hits: MetricaHit[] = [];
  let tagRequests = 0;
  let url = '';

  const server = holdIdleSockets(
    createServer((request, response) => {
      void handle(request, response).catch(() => json(response, 400, { error: 'bad hit' }));
    }),
  );

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', url).pathname;
    if (request.method === 'GET' && path === TAG_PATH) {
      tagRequests += 1;
      const script = tagScript(`${url}/__fake/hits`);
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(script);
    }
    if (path === '/__fake/hits' && request.method === 'POST') {
      const hit = JSON.parse(await readText(request)) as Omit<MetricaHit, 'at'>;
      hits.push({
        counter: Number(hit.counter),
        action: hit.action,
        ...(hit.goal ? { goal: String(hit.goal) } : {}),
        at: new Date().toISOString(),
      });
      return json(response, 204, null);
    }
    if (path === '/__fake/hits') return json(response, 200, hits);
    if (path === '/__fake/stats') return json(response, 200, { tagRequests, hits: hits.length });
    if (path === '/__fake/reset' && request.method === 'POST') {
      hits = [];
      tagRequests = 0;
      return json(response, 204, null);
    }
    json(response, 404, { error: 'not found' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tagUrl: `${url}${TAG_PATH}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
