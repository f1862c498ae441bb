// (lead-mail queue) --> mail: SES, one message per confirmed address, so one bad address fails only itself.
import { isConfirmed } from '../../../shared/domain/integrations';
import { EMAIL_UNCONFIRMED_STATUS } from '../../../shared/schemas/integrations';
import type { ChannelOutcome, DeliveryChannel } from '../../domain/leads/deliver';
import { channelDestinations } from '../../domain/leads/initial-status';
import { leadMail } from '../../domain/leads/lead-message';
import { PermanentMailError, sendMail } from '../../mail/send-mail';

export const mailChannel: DeliveryChannel = {
  attribute: 'mail',
  destinations: channelDestinations('mail'),
  refusal: (integrations, address) =>
    integrations.email.some((entry) => entry.text === address && isConfirmed(entry)) ? undefined : EMAIL_UNCONFIRMED_STATUS,
  entryOf: (integrations, address) => integrations.email.find((entry) => entry.text === address)?._id,
  send: async (lead, address): Promise<ChannelOutcome> => {
    try {
      await sendMail({ to: [address], kind: 'lead', ...leadMail(lead) });
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof PermanentMailError) return { kind: 'permanent', reason: `Почтовый сервис отклонил адрес: ${error.message}` };
      return { kind: 'transient', reason: `почта временно недоступна: ${(error as Error).name}: ${(error as Error).message}` };
    }
  },
};
