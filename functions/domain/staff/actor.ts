// Who calls a signed-in row (issue 29): set by the user chain (http/bearer.ts) from the person's account,
// read after the token was verified; never taken from the request.
import type { StaffRole } from '../../../shared/domain/staff/roles';

export interface Actor {
  /** The signed-in person's own account: sessions, password, profile. */
  personId: string;
  /** The tenant every clinic item of the call belongs to: the person's clinic. */
  clinicId: string;
  role: StaffRole;
  phonesAllowed: boolean;
}
