// (handler) --> clinic profile --> clinic store
// Doctors keep their addresses by text, so a corrected address (addressRenaming) moves the doctors'
// ticks in the same transaction as the profile: the save applies whole or not at all.
import type { ClinicUpdateInput, ClinicView } from '../../../shared/schemas/clinic';
import { renameDoctorAddresses, resolveAddressRenaming } from '../../../shared/domain/address-renaming';
import { emptyClinic, type ClinicItem, type DoctorItem } from '../../store/clinic-items';
import { toClinicView } from './views';
import { DOCTORS_PER_CLINIC_SAVE, getClinicItem, putClinicItem, putClinicWithDoctors, readClinicPartition } from '../../store/clinic';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { InvalidRequestError } from '../errors';
import { clinicMessages } from './messages';

export async function getClinic(userId: string): Promise<ClinicView> {
  return toClinicView(userId, await getClinicItem(userId));
}

/** Only the fields sent change; addresses and specializations arrive trimmed and de-duplicated. */
export async function updateClinic(userId: string, input: ClinicUpdateInput, now = new Date()): Promise<ClinicView> {
  const renamesAddresses = input.addressList !== undefined && Object.keys(input.addressRenaming ?? {}).length > 0;
  const partition = renamesAddresses ? await readClinicPartition(userId) : undefined;
  const stored = partition ? partition.clinicItem : await getClinicItem(userId);
  const current = { ...emptyClinic(), ...stored };
  const storedVersion = stored?.version ?? 0;
  requireBasedOn(input.version, storedVersion);
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
    holidays: input.holidays ?? current.holidays ?? [],
    ...((input.reminderHours ?? current.reminderHours) ? { reminderHours: input.reminderHours ?? current.reminderHours } : {}),
    version: storedVersion + 1,
    updatedAt: now.toISOString(),
  };
  const doctors = partition
    ? doctorsFollowingRenames(partition.doctorItems, input.addressRenaming ?? {}, current.addressList, next.addressList, now)
    : [];
  if (doctors.length === 0) {
    await writeBasedOn(() => putClinicItem(userId, next, storedVersion));
    return toClinicView(userId, next);
  }
  if (doctors.length > DOCTORS_PER_CLINIC_SAVE) {
    const message = clinicMessages.tooManyDoctorsForRename(DOCTORS_PER_CLINIC_SAVE);
    throw new InvalidRequestError('TOO_MANY_DOCTORS_FOR_RENAME', message, { addressRenaming: message });
  }
  // A doctor changed meanwhile (another tab, the MIS sync) is a conflict the same way: read again, save again.
  await writeBasedOn(() => putClinicWithDoctors(userId, next, storedVersion, doctors));
  return toClinicView(userId, next);
}

/** The doctors (not deleted) whose address maps change with the renames, as their next items. */
function doctorsFollowingRenames(
  doctors: readonly DoctorItem[],
  renaming: Record<string, string>,
  before: readonly string[],
  after: readonly string[],
  now: Date,
): Array<{ item: DoctorItem; readVersion: number }> {
  const renames = resolveAddressRenaming(renaming, before, after);
  if (renames.size === 0) return [];
  return doctors.flatMap((doctor) => {
    const address = doctor.deleteDoctor ? null : renameDoctorAddresses(doctor.address ?? {}, renames);
    return address
      ? [{ item: { ...doctor, address, version: doctor.version + 1, updatedAt: now.toISOString() }, readVersion: doctor.version }]
      : [];
  });
}
