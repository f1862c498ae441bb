// (handler) --> clinic profile --> clinic store
import type { ClinicUpdateInput, ClinicView } from '../../../shared/schemas/clinic';
import { emptyClinic, toClinicView, type ClinicItem } from '../../store/clinic-items';
import { getClinicItem, putClinicItem } from '../../store/clinic';
import { InvalidRequestError } from '../errors';
import { clinicMessages } from './messages';

export async function getClinic(userId: string): Promise<ClinicView> {
  return toClinicView(userId, await getClinicItem(userId));
}

/** Only the fields sent change; addresses and specializations arrive trimmed and de-duplicated. */
export async function updateClinic(userId: string, input: ClinicUpdateInput, now = new Date()): Promise<ClinicView> {
  const current = { ...emptyClinic(), ...(await getClinicItem(userId)) };
  if (input.logo !== undefined && input.logo !== null && input.logo !== current.logo) {
    throw new InvalidRequestError('LOGO_ONLY_BY_UPLOAD', clinicMessages.logoOnlyByUpload, { logo: clinicMessages.logoOnlyByUpload });
  }
  const next: ClinicItem = {
    clinic: input.clinic ?? current.clinic,
    logo: input.logo === null ? null : current.logo,
    currency: input.currency ?? current.currency,
    addressList: input.addressList ?? current.addressList,
    specializationList: input.specializationList ?? current.specializationList,
    timezone: input.timezone ?? current.timezone,
    updatedAt: now.toISOString(),
  };
  await putClinicItem(userId, next);
  return toClinicView(userId, next);
}
