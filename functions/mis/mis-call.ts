// One HTTP call to an MIS, bounded in time (MIS_TIMEOUT_MS, default 15 s as DentalPRO's own sample
// uses), answering parsed JSON or throwing MisCallError that says what went wrong in words for the
// logs. Tokens travel in the query for DentalPRO and MacDent, so a URL is never logged whole.
export class MisCallError extends Error {
  constructor(
    /** refused: the MIS said no; expired: it says the key must be renewed (MacDent's isTokenNeedToBeUpdated). */
    readonly reason: 'timeout' | 'unavailable' | 'refused' | 'expired' | 'malformed',
    message: string,
    /** The HTTP status of an answer that was not 2xx. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MisCallError';
  }
}

/** The MIS's own words without our prefix ('MacDent doctor/find: Нет прав doctors_read' → 'Нет прав doctors_read'). */
export const misWords = (error: MisCallError) => error.message.replace(/^(DentalPRO|MacDent) [^:]+: /, '');

const timeoutMs = () => Number(process.env.MIS_TIMEOUT_MS) || 15_000;

export async function misJson(url: URL, init: RequestInit = {}): Promise<unknown> {
  const where = `${url.origin}${url.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs()) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new MisCallError(
      timedOut ? 'timeout' : 'unavailable',
      `${where}: ${timedOut ? `no answer in ${timeoutMs()} ms` : (error as Error).message}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new MisCallError('unavailable', `${where}: HTTP ${response.status}`, response.status);
  }
  try {
    return await response.json();
  } catch {
    throw new MisCallError('malformed', `${where}: the answer is not JSON`);
  }
}
