// Image upload (shared/schemas/images.ts): ask for a presigned POST, send the file straight to S3, then
// confirm, which records the image on the clinic (logo) or the doctor (photo) and answers that record.
import { imageConfirm, imageGet, imageUpload } from '../../../../shared/api/clinic';
import type { AnswerOf, QueryOf } from '../../../../shared/api/endpoint';
import { imageMessages, type ImageSize, type ImageTarget } from '../../../../shared/schemas/images';
import { api, ApiError, queryString } from '../../api/client';

interface UploadRequest {
  target: ImageTarget;
  file: Blob;
  doctorId?: string;
}

type Confirmed = AnswerOf<typeof imageConfirm>;

async function uploadImage({ target, file, doctorId }: UploadRequest): Promise<Confirmed> {
  const ticket = await api.call(imageUpload, { body: { target, doctorId, contentType: file.type } });
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields)) form.append(key, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, undefined, [imageMessages.failed]);
  }
  if (!response.ok) throw new ApiError(response.status, undefined, [storageMessage(await response.text())]);
  return api.call(imageConfirm, { body: { name: ticket.name } });
}

/** The confirm call answers the record the image went to; any other shape is a failed upload. */
function unexpected(answer: Confirmed): never {
  throw new ApiError(200, answer, [imageMessages.failed]);
}

/** Uploads the clinic logo; answers the clinic with it. */
export async function uploadLogo(file: Blob) {
  const answer = await uploadImage({ target: 'logo', file });
  return 'addressList' in answer ? answer : unexpected(answer);
}

/** Uploads one of a doctor's two photo crops; answers the doctor with it. */
export async function uploadDoctorPhoto(doctorId: string, target: 'circle' | 'square', file: Blob) {
  const answer = await uploadImage({ target, doctorId, file });
  return 'photo' in answer ? answer : unexpected(answer);
}

/** S3 answers XML; a too-large file is the one refusal a person can act on. */
export function storageMessage(xml: string): string {
  return /EntityTooLarge/.test(xml) ? imageMessages.tooLarge : imageMessages.failed;
}

/** The served image: GET /api/img with a size the server allows. */
export function imageUrl(name: string, size: ImageSize): string {
  return imageGet.path + queryString({ name, size } satisfies QueryOf<typeof imageGet>);
}
