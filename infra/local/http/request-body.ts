// Reads a request body up to a limit. Past the limit the rest is still drained (not kept), so the
// client finishes sending and can read the 413 instead of seeing its connection reset.
import type { IncomingMessage } from 'node:http';

export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) {
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
  }
  return size > limitBytes ? 'too-large' : Buffer.concat(chunks);
}
