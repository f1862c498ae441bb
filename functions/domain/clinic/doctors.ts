// (handler) --> doctors --> clinic partition read + doctors store
// One Query reads the profile, the services and the doctors together; the doctors are answered as
// views (shared/schemas/doctor.ts) whose names, addresses and appointments follow the clinic's data.
import { randomUUID } from 'node:crypto';
import type { ClinicView } from '../../../shared/schemas/clinic';
import type { DoctorChange, DoctorCreateInput, DoctorListUpdateInput, DoctorView } from '../../../shared/schemas/doctor';
import { statusFollowingRules } from '../../../shared/domain/doctor-rules';
import { emptySetting, type ClinicPartition, type DoctorItem, type SettingItem } from '../../store/clinic-items';
import { byName, toClinicView, toDoctorView } from './views';
import { readClinicPartition } from '../../store/clinic';
import { createDoctorItem, DoctorMissingError, markDoctorDeleted, saveDoctorItems } from '../../store/doctors';
import { editConflict, writeBasedOn } from '../edit-conflict';
import { InvalidRequestError, NotFoundError, UnprocessableError } from '../errors';
import { doctorLimitProblem } from '../../../shared/domain/doctor-limit';
import { getRosterVersion } from '../../store/doctor-roster';
import { StaleWriteError } from '../../store/versioned-writes';
import { clinicMessages } from './messages';

interface ClinicState {
  clinic: ClinicView;
  setting: SettingItem;
  doctors: DoctorItem[];
  reservations: ClinicPartition['reservations'];
}

async function readState(userId: string): Promise<ClinicState> {
  const partition = await readClinicPartition(userId);
  return {
    clinic: toClinicView(userId, partition.clinicItem),
    setting: partition.settingItem ?? emptySetting(),
    doctors: partition.doctorItems,
    reservations: partition.reservations,
  };
}

function viewsOf(state: ClinicState, now: Date): DoctorView[] {
  const context = { clinic: state.clinic, setting: state.setting, now, reservations: state.reservations };
  return state.doctors
    .filter((doctor) => !doctor.deleteDoctor)
    .sort(byName)
    .map((doctor) => toDoctorView(doctor, context));
}

export async function listDoctors(userId: string, now = new Date()): Promise<DoctorView[]> {
  return viewsOf(await readState(userId), now);
}

/** Adds a doctor by hand, within the clinic's doctor limit (shared/domain/doctor-limit.ts) even under parallel adds. */
export async function createDoctor(userId: string, input: DoctorCreateInput, now = new Date()): Promise<DoctorView> {
  for (let attempt = 1; ; attempt++) {
    const roster = await getRosterVersion(userId);
    const state = await readState(userId);
    const limit = doctorLimitProblem(state.doctors.filter((doctor) => !doctor.deleteDoctor).length);
    if (limit) throw new UnprocessableError('TOO_MANY_DOCTORS', limit, { name: limit });
    try {
      return await createDoctorIn(userId, state, roster, input, now);
    } catch (error) {
      // Another doctor was added meanwhile: count again.
      if (!(error instanceof StaleWriteError) || attempt >= 3) throw error;
    }
  }
}

async function createDoctorIn(
  userId: string,
  state: ClinicState,
  roster: number,
  input: DoctorCreateInput,
  now: Date,
): Promise<DoctorView> {
  const stamp = now.toISOString();
  const item: DoctorItem = {
    id: randomUUID(),
    name: input.name,
    status: false,
    specialization: cleanList(input.specialization),
    services: servicesByDirectionId(input.service, state.setting, 'service'),
    address: knownAddresses(input.address, state.clinic),
    experience: input.experience,
    discription: input.discription,
    photo: {},
    deleteDoctor: false,
    source: 'manual',
    ...(input.schedule ? { schedule: input.schedule } : {}),
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  };
  item.status = statusOf(input.status, false, item, state, now, 'status');
  await createDoctorItem(userId, item, roster);
  return toDoctorView(item, { ...state, now });
}

export async function updateDoctors(userId: string, { doctorList }: DoctorListUpdateInput, now = new Date()): Promise<DoctorView[]> {
  if (new Set(doctorList.map((change) => change._id)).size !== doctorList.length) {
    throw new InvalidRequestError('DUPLICATE_DOCTOR', clinicMessages.duplicateDoctor);
  }
  const state = await readState(userId);
  const byId = new Map(state.doctors.map((doctor) => [doctor.id, doctor]));
  const changed = doctorList.map((change, index) => {
    const current = byId.get(change._id);
    if (!current || current.deleteDoctor) {
      throw new NotFoundError('DOCTOR_NOT_FOUND', clinicMessages.doctorNotFound, {
        [`doctorList.${index}._id`]: clinicMessages.doctorNotFound,
      });
    }
    // Checked before the rules, so an edit of an older copy is told it is stale rather than why it is invalid.
    if (change.version !== current.version) throw editConflict();
    return { item: applyChange(current, change, state, now, `doctorList.${index}`), readVersion: current.version };
  });
  await writeBasedOn(() => saveDoctorItems(userId, changed));
  for (const { item } of changed) byId.set(item.id, item);
  return viewsOf({ ...state, doctors: [...byId.values()] }, now);
}

/** Deletes (marks) a doctor; `basedOn` is the version the deletion was decided on: a newer edit is a 409. */
export async function deleteDoctor(userId: string, doctorId: string, basedOn: number, now = new Date()): Promise<void> {
  try {
    await writeBasedOn(() => markDoctorDeleted(userId, doctorId, basedOn, now.toISOString()));
  } catch (error) {
    if (error instanceof DoctorMissingError) throw new NotFoundError('DOCTOR_NOT_FOUND', clinicMessages.doctorNotFound);
    throw error;
  }
}

function applyChange(current: DoctorItem, change: DoctorChange, state: ClinicState, now: Date, path: string): DoctorItem {
  const manual = current.source === 'manual';
  const invalid = (field: string, message: string, code: string) =>
    new InvalidRequestError(code, message, { [`${path}.${field}`]: message });
  if (change.name !== undefined && change.name !== current.name && !manual) throw invalid('name', clinicMessages.misName, 'MIS_FIELD');
  if (change.schedule && !manual) throw invalid('schedule', clinicMessages.misSchedule, 'MIS_FIELD');
  const next: DoctorItem = {
    ...current,
    name: change.name ?? current.name,
    specialization: change.specialization ? cleanList(change.specialization) : current.specialization,
    services: change.service ? servicesByDirectionId(change.service, state.setting, `${path}.service`) : current.services,
    address: change.address ? knownAddresses(change.address, state.clinic) : current.address,
    experience: change.experience ?? current.experience,
    discription: change.discription ?? current.discription,
    photo: change.photo
      ? nextPhoto(current.photo, change.photo, () => invalid('photo', clinicMessages.photoOnlyByUpload, 'PHOTO_ONLY_BY_UPLOAD'))
      : current.photo,
    deleteDoctor: change.deleteDoctor ?? current.deleteDoctor,
    version: current.version + 1,
    updatedAt: now.toISOString(),
  };
  if (manual && change.schedule !== undefined) {
    if (change.schedule === null) delete next.schedule;
    else next.schedule = change.schedule;
  }
  // The switch follows the rules (shared/domain/doctor-rules.ts): switching on needs them, and an
  // accepting doctor whose card this change breaks is switched off, as the cabinet shows it at once.
  const accepting = toDoctorView(current, { ...state, now }).status;
  next.status = next.deleteDoctor ? false : statusOf(change.status ?? accepting, accepting, next, state, now, `${path}.status`);
  return next;
}

function statusOf(wanted: boolean, accepting: boolean, item: DoctorItem, state: ClinicState, now: Date, field: string): boolean {
  const view = toDoctorView({ ...item, status: wanted }, { clinic: state.clinic, setting: state.setting, now });
  const verdict = statusFollowingRules(wanted, accepting, view, state.clinic);
  if ('status' in verdict) return verdict.status;
  const message = clinicMessages.cannotAccept(verdict.refused);
  throw new InvalidRequestError('DOCTOR_CANNOT_ACCEPT', message, { [field]: message });
}

function servicesByDirectionId(
  service: Record<string, Array<{ name: string; checked: boolean }>>,
  setting: SettingItem,
  field: string,
): DoctorItem['services'] {
  const idByName = new Map(setting.directions.map((direction) => [direction.name, direction.id]));
  return Object.entries(service).map(([name, choices]) => {
    const directionId = idByName.get(name.trim());
    if (!directionId) {
      const message = clinicMessages.unknownDirection(name);
      throw new InvalidRequestError('UNKNOWN_DIRECTION', message, { [field]: message });
    }
    return { directionId, choices: choices.map((choice) => ({ name: choice.name.trim(), checked: choice.checked })) };
  });
}

/** Keeps only the clinic's own addresses, so a removed address cannot linger checked. */
function knownAddresses(address: Record<string, boolean>, clinic: ClinicView): Record<string, boolean> {
  const known = new Set(clinic.addressList);
  return Object.fromEntries(Object.entries(address).filter(([line]) => known.has(line)));
}

function nextPhoto(current: DoctorItem['photo'], change: NonNullable<DoctorChange['photo']>, refuse: () => Error): DoctorItem['photo'] {
  const next = { ...current };
  for (const kind of ['circle', 'square'] as const) {
    const value = change[kind];
    if (value === undefined) continue;
    if (value === null) delete next[kind];
    else if (value !== current[kind]) throw refuse();
  }
  return next;
}

function cleanList(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}
