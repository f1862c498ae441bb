// The signed-in person's role in the cabinet (issue 29): what the menu, the screens and their buttons offer.
// The server is the guard (each route row's roles); this only hides what would be refused.
import { useQuery } from '@tanstack/react-query';
import { type CabinetPart, leadPhoneVisible, mayUse } from '../../../shared/domain/staff/roles';
import { userQuery } from '../api/user';

/** Whether the signed-in person may use a part; false until the user is loaded. */
export function useMayUse(part: CabinetPart): boolean {
  const role = useQuery(userQuery).data?.role;
  return role !== undefined && mayUse(part, role);
}

/** Whether the signed-in person sees the patients' phones (a marketer only when the owner allowed); true until known. */
export function usePhonesVisible(): boolean {
  const user = useQuery(userQuery).data;
  return user === undefined || leadPhoneVisible(user.role, user.phonesAllowed);
}
