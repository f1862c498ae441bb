// (handler) --> submit configurator request --> store, then queue
// The chosen options are checked by THE configurator rule and the answer lines and total are rebuilt
// from them (a price the browser may have sent is never read). Stored before it is announced; if
// announcing fails, the sweeper announces it later. The same idempotency key answers the same request.
import { createHash, randomUUID } from 'node:crypto';
import { consentRecordOf } from '../../../shared/domain/consent/record';
import { answerLines } from '../../../shared/domain/configurator/answer';
import { inCatalogueOrder, selectionProblem, selectionTotal } from '../../../shared/domain/configurator/rules';
import type { SeagullMail } from '../../../shared/schemas/seagull';
import { logger } from '../../logger';
import { sendToQueue } from '../../messaging/send-to-queue';
import { getSeagullRequest, saveSeagullRequest, type SeagullRequest } from '../../store/seagull-requests';
import { admitSeagullRequest, type PublicCaller } from '../allowances';
import { UnprocessableError } from '../errors';

export const SEAGULL_ERRORS = { INVALID_OPTIONS: 'INVALID_OPTIONS', KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED' } as const;

function requestHashOf(input: SeagullMail): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}

export async function submitSeagullRequest(input: SeagullMail, caller: PublicCaller, now = new Date()): Promise<{ id: string }> {
  const problem = selectionProblem(input.options);
  if (problem) throw new UnprocessableError(SEAGULL_ERRORS.INVALID_OPTIONS, problem);
  const options = inCatalogueOrder(input.options);
  const requestHash = requestHashOf(input);
  const earlier = await getSeagullRequest(input);
  if (earlier) return answerOfRetry(earlier, requestHash);
  await admitSeagullRequest(caller, now.getTime());
  const createdAt = now.toISOString();
  const consent = await consentRecordOf(input.consent, { at: createdAt, page: input.page ?? '', ip: caller.address });
  const request: SeagullRequest = {
    id: randomUUID(),
    idempotencyKey: input.idempotencyKey,
    requestHash,
    mode: input.mode,
    ...(input.name ? { name: input.name } : {}),
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.Utm ? { utm: input.Utm } : {}),
    options,
    answer: answerLines(options),
    total: selectionTotal(options),
    sourceIp: caller.address,
    consent,
    createdAt,
    delivery: 'pending',
  };
  if (!(await saveSeagullRequest(request))) {
    const winner = await getSeagullRequest(input);
    if (!winner) throw new Error('configurator request key taken but the request is not readable');
    return answerOfRetry(winner, requestHash);
  }
  try {
    await sendToQueue('seagullMail', { idempotencyKey: request.idempotencyKey });
  } catch (error) {
    logger.warn('configurator request stored but not queued; the sweeper will queue it', { requestId: request.id, error: error as Error });
  }
  return { id: request.id };
}

function answerOfRetry(earlier: SeagullRequest, requestHash: string): { id: string } {
  if (earlier.requestHash !== requestHash) {
    throw new UnprocessableError(SEAGULL_ERRORS.KEY_REUSED, 'Ключ уже использован для другой заявки');
  }
  return { id: earlier.id };
}
