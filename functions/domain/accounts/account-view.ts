import type { UserView } from '../../../shared/schemas/user';
import type { Account } from '../../store/accounts';

/** What the API shows of an account: never the password hash. */
export function toUserView(account: Account): UserView {
  return {
    _id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    validUntil: account.validUntil,
    createdAt: account.createdAt,
    version: account.version ?? 0,
    role: account.staffRole ?? 'owner',
    phonesAllowed: account.phonesAllowed === true,
  };
}
