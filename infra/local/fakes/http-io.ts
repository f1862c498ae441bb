// Reading requests and writing answers, shared by the local fakes of external services.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON or form-urlencoded body as fields; an empty or unreadable JSON body as none. */
export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(request);
  if (text === '') return {};
  if (!(request.headers['content-type'] ?? '').includes('application/json')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Answers JSON (no body for 204); nothing when the connection is already gone (a fault dropped it). */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  if (status === 204) return void response.writeHead(204).end();
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Listens on loopback (port 0: a free one); `stop` drops the answers a fault holds back, then closes. */
export async function listenOnLoopback(
  server: Server,
  port: number,
  held: ReadonlySet<ServerResponse>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.socket?.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
