// Image upload (shared/schemas/images.ts): ask for a presigned POST, send the file straight to S3, then
// confirm, which records the image on the clinic (logo) or the doctor (photo) and answers that record.
import { imageMessages, type ImageTarget, type ImageUploadTicket } from '../../../../shared/schemas/images';
import { api, ApiError } from '../../api/client';

interface UploadRequest {
  target: ImageTarget;
  file: Blob;
  doctorId?: string;
}

export async function uploadImage<Answer>({ target, file, doctorId }: UploadRequest): Promise<Answer> {
  const ticket = await api.post<ImageUploadTicket>('/img/upload', { target, doctorId, contentType: file.type });
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
  return api.post<Answer>('/img/confirm', { name: ticket.name });
}

/** S3 answers XML; a too-large file is the one refusal a person can act on. */
function storageMessage(xml: string): string {
  return /EntityTooLarge/.test(xml) ? imageMessages.tooLarge : imageMessages.failed;
}

/** The served image: GET /api/img with a size the server allows. */
export function imageUrl(name: string, size: '250' | '500' | '750' | '250x250'): string {
  return `/api/img?name=${encodeURIComponent(name)}&size=${size}`;
}
