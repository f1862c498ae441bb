// (queue consumer) --> deliver configurator request --> SES, then store
// Idempotent: a request already settled is not mailed again (a redelivered message is harmless).
import { config } from '../../config';
import { logger } from '../../logger';
import { PermanentMailError, sendMail } from '../../mail/send-mail';
import { getSeagullRequest, type SeagullRequestRef, settleSeagullRequest } from '../../store/seagull-requests';
import { seagullRequestMail } from './operator-mail';

export async function deliverSeagullRequest(ref: SeagullRequestRef): Promise<void> {
  const request = await getSeagullRequest(ref);
  if (!request) {
    logger.error('configurator request from the queue is not in the table', { ref });
    return;
  }
  if (request.delivery !== 'pending') return;
  try {
    const messageId = await sendMail({
      to: [config.operatorEmail()],
      replyTo: [request.email],
      kind: 'seagull-request',
      ...seagullRequestMail(request),
    });
    await settleSeagullRequest(ref, 'sent', `SES ${messageId}`);
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    logger.error('configurator request mail refused for good', { ref, reason: error.message });
    await settleSeagullRequest(ref, 'failed', error.message);
  }
}
