// (lead-mail queue) --> mail: SES, one message per confirmed address, so one bad address fails only itself.
import { isConfirmed } from '../../../shared/domain/integration-entries';
import { EMAIL_UNCONFIRMED_STATUS, emailChannel, isPatientDestination as isPatient } from '../../../shared/integrations/channels/email';
import type { ChannelOutcome, DeliveryChannel } from '../../domain/leads/deliver';
import { channelDestinations } from '../../domain/leads/initial-status';
import { leadMail } from '../../domain/leads/lead-message';
import { PATIENT_DESTINATION_PREFIX, patientLetter } from '../../domain/visits/patient-letter';
import { visitLinkOf } from '../../domain/visits/visit-link';
import { PermanentMailError, sendMail, type MailMessage } from '../../mail/send-mail';
import type { LeadItem } from '../../store/leads';

const clinicDestinations = channelDestinations(emailChannel.name);

async function messageTo(lead: LeadItem, destination: string): Promise<MailMessage> {
  if (!isPatient(destination)) return { to: [destination], kind: 'lead', ...leadMail(lead) };
  return patientLetter(lead, destination.slice(PATIENT_DESTINATION_PREFIX.length), await visitLinkOf(lead));
}

export const emailDelivery: DeliveryChannel = {
  attribute: emailChannel.statusKey,
  // A booking whose patient left an e-mail (admitted at intake) is mailed to the patient too: its confirmation.
  destinations: (integrations, lead) => [...clinicDestinations(integrations), ...emailChannel.destinationsOfLead(lead)],
  refusal: (integrations, address) =>
    isPatient(address) || integrations.email.some((entry) => entry.text === address && isConfirmed(entry))
      ? undefined
      : EMAIL_UNCONFIRMED_STATUS,
  entryOf: (integrations, address) => integrations.email.find((entry) => entry.text === address)?._id,
  send: async (lead, address): Promise<ChannelOutcome> => {
    try {
      await sendMail(await messageTo(lead, address));
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof PermanentMailError) return { kind: 'permanent', reason: `Почтовый сервис отклонил адрес: ${error.message}` };
      return { kind: 'transient', reason: `почта временно недоступна: ${(error as Error).name}: ${(error as Error).message}` };
    }
  },
};
