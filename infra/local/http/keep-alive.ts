// Every HTTP server the local runtime and the tests run holds an idle keep-alive socket much longer
// than it tells clients to keep it. Node's fetch and http.Agent drop a socket a little before the
// advertised `Keep-Alive: timeout=5`, but a client whose event loop lags (2 busy cores) can still
// send on it after the server closed it: "fetch failed … other side closed". A server that holds
// the socket 65 s never closes one a client may still pick up.
import type { Server } from 'node:http';

export interface IdleSocketTimes {
  /** What `Keep-Alive: timeout=` tells clients. */
  advertisedMs: number;
  /** How long the server really keeps an idle socket open. */
  heldMs: number;
}

export const IDLE_SOCKET_TIMES: IdleSocketTimes = { advertisedMs: 5_000, heldMs: 65_000 };

export function holdIdleSockets<S extends Server>(server: S, times: IdleSocketTimes = IDLE_SOCKET_TIMES): S {
  // Node advertises keepAliveTimeout and closes after keepAliveTimeout + keepAliveTimeoutBuffer.
  server.keepAliveTimeout = times.advertisedMs;
  server.keepAliveTimeoutBuffer = times.heldMs - times.advertisedMs;
  return server;
}
