// Ports for tools that cannot be told "port 0" themselves, and a clear error for a busy port.
import { createServer } from 'node:net';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return listenOnce(0);
}

/** Fails with a message naming the setting when something already listens on `port`. */
export async function assertPortFree(port: number, setting: string): Promise<void> {
  try {
    await listenOnce(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(`Port ${port} is already in use (another npm start?). Stop that process or set ${setting} in .env`);
  }
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    // No host: the probe binds every interface, like DynamoDB Local does.
    probe.listen(port, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
