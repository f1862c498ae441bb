// aws-ses-v2-local: the SES v2 API plus a web mailbox at its root URL and the sent mail as JSON at
// GET /store. Its mail lives in memory only: a restart empties the mailbox. In front of it a small proxy
// refuses what SES refuses and the emulator takes (ses-rules.ts), and gives every refusal SES's error type
// in `x-amzn-ErrorType`, so the SDK names it as it would on AWS. Control (not part of SES):
//   POST /__fake/identities {verified?: string[], sandbox?: boolean}   check the sender (and, in the sandbox,
//        every recipient) against these verified addresses and domains; {} stops checking
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import { holdIdleSockets } from '../http/keep-alive';
import { sesRefusal, type SesIdentities } from './ses-rules';

export interface SesEmulator {
  endpoint: string;
  /** The web mailbox. */
  mailboxUrl: string;
  stop(): Promise<void>;
}

type StartSes = (config: { host: string; port: number }) => Promise<Server>;

const SEND_EMAIL = 'POST /v2/email/outbound-emails';

export async function startSes(options: { port: number }): Promise<SesEmulator> {
  // A CommonJS module: under Node's ESM interop the default import is its whole exports object.
  const start = ((sesModule as unknown as { default?: StartSes }).default ?? sesModule) as StartSes;
  const emulator = holdIdleSockets(await start({ host: '127.0.0.1', port: 0 }));
  const emulatorPort = (emulator.address() as AddressInfo).port;
  let identities: SesIdentities = {};

  const proxy = holdIdleSockets(
    createServer((request, response) => {
      void handle(request, response).catch((error: unknown) => refuse(response, 500, 'InternalServiceErrorException', String(error)));
    }),
  );

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const route = `${request.method} ${(request.url ?? '/').split('?')[0]}`;
    if (route === 'POST /__fake/identities') {
      identities = body.length ? (JSON.parse(body.toString('utf8')) as SesIdentities) : {};
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(identities));
    }
    if (route === SEND_EMAIL) {
      let parsed: Parameters<typeof sesRefusal>[0] = {};
      try {
        parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
      } catch {
        return refuse(response, 400, 'BadRequestException', 'The request body is not JSON');
      }
      const refusal = sesRefusal(parsed, identities);
      if (refusal) return refuse(response, 400, refusal.type, refusal.message);
    }
    forward(request, body, response, route === SEND_EMAIL);
  }

  /** To the emulator as it came; a 400 of SendEmail gets SES's error type, which the emulator leaves out. */
  function forward(request: IncomingMessage, body: Buffer, response: ServerResponse, sendEmail: boolean): void {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: emulatorPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const headers = {
          ...answer.headers,
          ...(sendEmail && answer.statusCode === 400 ? { 'x-amzn-errortype': 'BadRequestException' } : {}),
        };
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => refuse(response, 502, 'InternalServiceErrorException', error.message));
    upstream.end(body);
  }

  await new Promise<void>((resolve) => proxy.listen(options.port, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    endpoint,
    mailboxUrl: endpoint,
    stop: async () => {
      for (const server of [proxy, emulator])
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
    },
  };
}

function refuse(response: ServerResponse, status: number, type: string, message: string): void {
  if (response.headersSent) return void response.end();
  const text = JSON.stringify({ message });
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
