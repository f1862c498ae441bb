// (handler) --> confirm an upload: size, real type by magic numbers, SVG safety, a full decode, the target's
// minimum pixel size (shared/domain/image-min-size.ts; not for SVG), then the file becomes
// an original and its name is recorded on the clinic (logo) or the doctor (photo circle / square).
// A refused file is deleted and nothing is recorded.
import { imageMessages, type ImageConfirmInput } from '../../../shared/schemas/images';
import type { ClinicView } from '../../../shared/schemas/clinic';
import type { DoctorView } from '../../../shared/schemas/doctor';
import { emptyClinic } from '../../store/clinic-items';
import { getClinicItem, setClinicLogo } from '../../store/clinic';
import { DoctorMissingError, setDoctorPhoto } from '../../store/doctors';
import { deleteObject, imageKeys, moveObject } from '../../store/images';
import { getClinic } from '../clinic/profile';
import { listDoctors } from '../clinic/doctors';
import { clinicMessages } from '../clinic/messages';
import { imageSizeProblem } from '../../../shared/domain/image-min-size';
import { InvalidRequestError, NotFoundError } from '../errors';
import { checkUploadedFile } from './check-upload';
import { shownSize } from './resize';
import { isQuizImage, parseImageName } from './image-names';

export async function confirmUpload(userId: string, { name }: ImageConfirmInput, now = new Date()): Promise<ClinicView | DoctorView> {
  const parsed = parseImageName(name);
  // A quiz image is confirmed by POST /api/quiz/img/confirm (domain/quizzes/quiz-images.ts).
  if (!parsed || parsed.userId !== userId || isQuizImage(parsed)) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  const upload = imageKeys.upload(name);
  const file = await checkUploadedFile(name, parsed.kind);
  const target = parsed.target as 'logo' | 'circle' | 'square';
  const tooSmall = parsed.kind === 'svg' ? null : imageSizeProblem(target, await shownSize(file.bytes, parsed.kind));
  if (tooSmall) {
    await deleteObject(upload);
    throw new InvalidRequestError('IMAGE_TOO_SMALL', tooSmall, { name: tooSmall });
  }

  const stamp = now.toISOString();
  if (parsed.target === 'logo') {
    await moveObject(upload, imageKeys.original(name));
    await setClinicLogo(userId, { ...emptyClinic(), ...(await getClinicItem(userId)) }, name, stamp);
    return getClinic(userId);
  }
  try {
    await setDoctorPhoto(userId, parsed.doctorId!, parsed.target as 'circle' | 'square', name, stamp);
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
