// aws-ses-v2-local: the SES v2 API plus a web mailbox at its root URL and the sent mail as JSON at
// GET /store. Its mail lives in memory only: a restart empties the mailbox.
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';
import { holdIdleSockets } from '../http/keep-alive';

export interface SesEmulator {
  endpoint: string;
  /** The web mailbox. */
  mailboxUrl: string;
  stop(): Promise<void>;
}

type StartSes = (config: { host: string; port: number }) => Promise<Server>;

export async function startSes(options: { port: number }): Promise<SesEmulator> {
  // A CommonJS module: under Node's ESM interop the default import is its whole exports object.
  const start = ((sesModule as unknown as { default?: StartSes }).default ?? sesModule) as StartSes;
  const server = holdIdleSockets(await start({ host: '127.0.0.1', port: options.port }));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('aws-ses-v2-local has no address');
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    mailboxUrl: endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
