// Tests wait for a condition, never for a fixed time: `waitFor` asks `probe` again (every `everyMs`)
// until it answers something truthy, which it returns; past `timeoutMs` it fails naming what it
// waited for and the probe's last error or answer.
export interface WaitOptions {
  timeoutMs?: number;
  everyMs?: number;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, options: WaitOptions = {}): Promise<T> {
  const { timeoutMs = 30_000, everyMs = 200 } = options;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  const detail = last instanceof Error ? `last error: ${last.message}` : `last answer: ${JSON.stringify(last)}`;
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (${detail})`);
}

/** Calls `read` until `accept` holds for its answer, and answers it. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, options: WaitOptions = {}): Promise<T> {
  let last: T | undefined;
  try {
    await waitFor('an accepted answer', async () => accept((last = await read())), options);
  } catch (error) {
    throw new Error(`${(error as Error).message}; last value: ${JSON.stringify(last)}`);
  }
  return last as T;
}
