// The clinic's name in messages: the profile's, or the account's while the profile has none.
import { getAccount } from '../../store/accounts';
import { getClinicItem } from '../../store/clinic';

export async function clinicNameOf(userId: string, profileName?: string): Promise<string> {
  const name = profileName ?? (await getClinicItem(userId))?.clinic;
  return name || ((await getAccount(userId))?.name ?? '');
}
