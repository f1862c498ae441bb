// The public confirmation page's button (POST /api/integration/email/confirm): apart from the letters
// (email-confirmation.ts), because it changes the integrations (manage.ts), which send those letters.
import { takeEmailProof } from '../../store/destination-proofs';
import { NotFoundError } from '../errors';
import { clinicNameOf } from '../leads/clinic-name';
import { hashOf } from './email-confirmation';
import { changeIntegrations } from './manage';

/** Confirms the address once; a used, expired or unknown token is a 404 with what to do. */
export async function confirmEmail(token: string): Promise<{ address: string; clinic: string }> {
  const proof = await takeEmailProof(hashOf(token));
  if (!proof)
    throw new NotFoundError(
      'CONFIRMATION_LINK_USED',
      'Ссылка устарела или уже использована. Попросите клинику отправить письмо ещё раз из кабинета ДентЛид.',
    );
  let found = false;
  await changeIntegrations(proof.userId, (current) => ({
    ...current,
    email: current.email.map((entry) => {
      if (entry.text !== proof.address) return entry;
      found = true;
      return { ...entry, confirmed: true };
    }),
  }));
  if (!found) throw new NotFoundError('ADDRESS_REMOVED', 'Клиника убрала этот адрес из своих интеграций: заявки на него не придут.');
  return { address: proof.address, clinic: await clinicNameOf(proof.userId) };
}
