// (handler) --> confirm an upload: size, real type by magic numbers, SVG safety, a full decode, then the file becomes
// an original and its name is recorded on the clinic (logo) or the doctor (photo circle / square).
// A refused file is deleted and nothing is recorded.
import { IMAGE_MAX_BYTES, imageMessages, typeMismatchMessage, type ImageConfirmInput } from '../../../shared/schemas/images';
import type { ClinicView } from '../../../shared/schemas/clinic';
import type { DoctorView } from '../../../shared/schemas/doctor';
import { emptyClinic } from '../../store/clinic-items';
import { getClinicItem, setClinicLogo } from '../../store/clinic';
import { DoctorMissingError, setDoctorPhoto } from '../../store/doctors';
import { deleteObject, imageKeys, moveObject, objectSize, readObject } from '../../store/images';
import { getClinic } from '../clinic/profile';
import { listDoctors } from '../clinic/doctors';
import { clinicMessages } from '../clinic/messages';
import { InvalidRequestError, NotFoundError } from '../errors';
import { detectImageKind } from './file-type';
import { parseImageName } from './image-names';
import { decodes } from './resize';
import { unsafeSvgReason } from './svg-safety';

export async function confirmUpload(userId: string, { name }: ImageConfirmInput, now = new Date()): Promise<ClinicView | DoctorView> {
  const parsed = parseImageName(name);
  if (!parsed || parsed.userId !== userId) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  const upload = imageKeys.upload(name);
  const refuse = async (code: string, message: string): Promise<never> => {
    await deleteObject(upload);
    throw new InvalidRequestError(code, message, { name: message });
  };

  const size = await objectSize(upload);
  if (size === null) throw new InvalidRequestError('IMAGE_NOT_UPLOADED', imageMessages.notUploaded, { name: imageMessages.notUploaded });
  // S3 enforces the policy's size range; checking again keeps a misconfigured bucket from mattering.
  if (size > IMAGE_MAX_BYTES) return refuse('IMAGE_TOO_LARGE', imageMessages.tooLarge);
  const file = (await readObject(upload))!;
  const actual = detectImageKind(file.bytes);
  if (actual !== parsed.kind) return refuse('IMAGE_TYPE_MISMATCH', typeMismatchMessage(actual, parsed.kind));
  if (actual === 'svg' && unsafeSvgReason(Buffer.from(file.bytes).toString('utf8'))) return refuse('UNSAFE_SVG', imageMessages.unsafeSvg);
  if (!(await decodes(file.bytes, actual))) return refuse('IMAGE_UNREADABLE', imageMessages.unreadable);

  const stamp = now.toISOString();
  if (parsed.target === 'logo') {
    await moveObject(upload, imageKeys.original(name));
    await setClinicLogo(userId, { ...emptyClinic(), ...(await getClinicItem(userId)) }, name, stamp);
    return getClinic(userId);
  }
  try {
    await setDoctorPhoto(userId, parsed.doctorId!, parsed.target, name, stamp);
  } catch (error) {
    if (error instanceof DoctorMissingError) {
      await deleteObject(upload);
      throw new NotFoundError('DOCTOR_NOT_FOUND', clinicMessages.doctorNotFound);
    }
    throw error;
  }
  await moveObject(upload, imageKeys.original(name));
  const doctor = (await listDoctors(userId, now)).find((view) => view._id === parsed.doctorId);
  if (!doctor) throw new NotFoundError('DOCTOR_NOT_FOUND', clinicMessages.doctorNotFound);
  return doctor;
}
