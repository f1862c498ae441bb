// (queue consumer) --> deliver landing lead --> SES, then store
// Idempotent: a lead already settled is not mailed again (a redelivered message is harmless).
import { config } from '../../config';
import { PermanentMailError, sendMail } from '../../mail/send-mail';
import { logger } from '../../logger';
import { getLandingLead, settleLandingLead, type LandingLeadRef } from '../../store/landing-leads';
import { landingLeadMail } from './operator-mail';

export async function deliverLandingLead(ref: LandingLeadRef): Promise<void> {
  const lead = await getLandingLead(ref);
  if (!lead) {
    logger.error('landing lead from the queue is not in the table', { ref });
    return;
  }
  if (lead.delivery !== 'pending') return;
  try {
    const messageId = await sendMail({ to: [config.operatorEmail()], kind: 'landing-lead', ...landingLeadMail(lead) });
    await settleLandingLead(ref, 'sent', `SES ${messageId}`);
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    logger.error('landing lead mail refused for good', { ref, reason: error.message });
    await settleLandingLead(ref, 'failed', error.message);
  }
}
