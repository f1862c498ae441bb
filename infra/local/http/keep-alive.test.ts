// The race behind "fetch failed … other side closed", reproduced on raw sockets: a client reuses an
// idle keep-alive socket at the moment its advertised timeout has run out (a lagging event loop). A
// server that holds sockets only as long as it advertises has closed it; one set up by
// holdIdleSockets still answers on it. Times are scaled down from 5 s / 65 s.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { holdIdleSockets, IDLE_SOCKET_TIMES } from './keep-alive';

const ADVERTISED_MS = 1_000;

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function okServer(): Server {
  return createServer((_request, response) => {
    response.setHeader('content-length', '2');
    response.end('ok');
  });
}

async function open(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** One GET on an open socket; resolves with the raw response once its 2-byte body is in. */
function get(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\nok')) done(() => resolve(received));
    };
    const onClose = () => done(() => reject(new Error('other side closed')));
    const onError = (error: Error) => done(() => reject(error));
    const done = (settle: () => void) => {
      socket.off('data', onData).off('close', onClose).off('error', onError);
      settle();
    };
    socket.on('data', onData).once('close', onClose).once('error', onError);
    if (socket.destroyed || socket.writableEnded) return onClose();
    socket.write('GET / HTTP/1.1\r\nHost: local\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('idle keep-alive sockets', () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function socketTo(server: Server): Promise<Socket> {
    servers.push(server);
    const socket = await open(await listening(server));
    sockets.push(socket);
    return socket;
  }

  it('are held well past what the server advertises', async () => {
    const socket = await socketTo(holdIdleSockets(okServer()));
    await expect(get(socket)).resolves.toMatch(/\r\nKeep-Alive: timeout=5\r\n/i);
    expect(IDLE_SOCKET_TIMES.heldMs - IDLE_SOCKET_TIMES.advertisedMs).toBeGreaterThanOrEqual(60_000);
  });

  it('survive a client that reuses them once the advertised timeout has run out, where a server holding only that long has closed them', async () => {
    const strict = okServer();
    strict.keepAliveTimeout = ADVERTISED_MS;
    strict.keepAliveTimeoutBuffer = 0;
    const strictSocket = await socketTo(strict);
    const heldSocket = await socketTo(holdIdleSockets(okServer(), { advertisedMs: ADVERTISED_MS, heldMs: 60_000 }));
    const strictClosed = new Promise((resolve) => strictSocket.once('end', resolve));

    await expect(get(strictSocket)).resolves.toMatch(/^HTTP\/1.1 200/);
    await expect(get(heldSocket)).resolves.toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    // The moment a lagging client would reuse both: the strict server has just dropped its socket.
    await strictClosed;

    await expect(get(strictSocket)).rejects.toThrow('other side closed');
    await expect(get(heldSocket)).resolves.toMatch(/^HTTP\/1.1 200/);
  });
});
