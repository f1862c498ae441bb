// Bench section of the lead intake (printed, not asserted): POST /api/ticket against a fresh local runtime
// beside a bare node:http echo in the same process, both driven the same way (keep-alive fetch, 16
// requests in flight, a fixed number of requests after a warm-up), so the gap is what our stack adds on
// this machine: requests/s and p50/p99 latency, and errors if any. Runs in a child process of its own.
// `npx tsx infra/bench/intake.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TicketInput } from '../../shared/schemas/leads';
import type { ReadyInfo } from '../local/banner';
import globalSetup from '../local/testing/global-setup';
import globalTeardown from '../local/testing/global-teardown';
import { RUNTIME_FILE_ENV } from '../local/testing/runtime-process';

const root = resolve(import.meta.dirname, '../..');
const CONCURRENCY = 16;
const REQUESTS = 480;
const WARM_UP = 32;

export async function benchIntake(): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' });
}

interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  failures: Map<string, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `total` requests, `CONCURRENCY` at a time; each answer that is not 2xx counts as a failure by status (or error). */
async function load(total: number, send: (index: number) => Promise<Response>): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      try {
        const response = await send(index);
        await response.arrayBuffer();
        if (!response.ok) failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
      } catch (error) {
        const reason = (error as Error).cause ? String((error as Error & { cause: Error }).cause.message) : (error as Error).message;
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures };
}

function print(name: string, result: LoadResult): void {
  const failed = [...result.failures].map(([reason, count]) => `${count}× ${reason}`).join(', ');
  console.log(
    `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(7)} ms   p99 ${result.p99.toFixed(1).padStart(7)} ms${failed ? `   failed: ${failed}` : ''}`,
  );
}

function startEcho(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: randomUUID(), length: Buffer.concat(chunks).length }));
    });
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function ticketOf(clinicKey: string): TicketInput {
  return {
    clinicId: clinicKey,
    action: 'Заявка',
    ClientFullName: 'Бенчмарк',
    ClientPhone: '+7 999 123-45-67',
    comment: 'Перезвоните, пожалуйста',
    URL: 'https://clinic.example/',
    Utm: '',
    deviceType: 'Компьютер',
    idempotencyKey: randomUUID(),
  };
}

async function run(): Promise<void> {
  console.log(
    `\nLead intake (POST /api/ticket, 'Заявка'), ${CONCURRENCY} in flight, ${REQUESTS} requests after ${WARM_UP} warm-up, beside a bare HTTP echo`,
  );
  const echo = await startEcho();
  await globalSetup({ rootDir: root });
  try {
    const info = JSON.parse(readFileSync(process.env[RUNTIME_FILE_ENV]!, 'utf8')) as ReadyInfo;
    const { createWidgetClinic } = await import('../../web/test/widget-site');
    const clinic = await createWidgetClinic(info.appUrl, info.mailboxUrl);
    const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/api/ticket`;
    const post = (url: string) => () =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ticketOf(clinic.clinicKey)) });
    const ticketUrl = new URL('/api/ticket', info.appUrl).toString();
    await load(WARM_UP, post(echoUrl));
    print('bare node:http echo', await load(REQUESTS, post(echoUrl)));
    await load(WARM_UP, post(ticketUrl));
    print('local intake (POST /api/ticket)', await load(REQUESTS, post(ticketUrl)));
  } finally {
    echo.close();
    await globalTeardown();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();
