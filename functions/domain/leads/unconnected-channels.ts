// amo: its delivery comes with the CRM issue. Until then its consumer records, on every lead, that
// nothing was sent: 'не настроено' without entries (already so from intake, when the clinic had none
// then), or why not with entries. (google delivers: functions/domain/google/deliver.ts.)
import { activeEntries } from '../../../shared/domain/integrations';
import { CHANNEL_NOT_CONFIGURED } from '../../../shared/schemas/leads';
import { getIntegrations } from '../../store/integrations';
import { setChannelStatus } from '../../store/delivery-ledger';
import type { LeadRef } from '../../store/leads';
import { receivedLead } from './received';

export const AMO_NOT_CONNECTED = 'отправка в amoCRM пока не подключена';

/** The lead came in with no destination for the channel: its status already says so, nothing to record. */
const startedUnconfigured = (status: unknown) =>
  status === CHANNEL_NOT_CONFIGURED || (typeof status === 'object' && status !== null && Object.keys(status).length === 0);

export async function recordAmoNotConnected(ref: LeadRef): Promise<void> {
  const lead = await receivedLead(ref);
  if (!lead || startedUnconfigured(lead.statusSend?.amo)) return;
  const { integrations } = await getIntegrations(ref.userId);
  const entries = activeEntries(integrations, 'amoCrm');
  await setChannelStatus(ref, 'amo', Object.fromEntries(entries.map((entry) => [entry._id, AMO_NOT_CONNECTED])));
}
