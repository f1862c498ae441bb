// (handler) --> upload ticket: a presigned POST straight to S3 for one new image name.
import { IMAGE_MAX_BYTES, kindOfContentType, type ImageUploadInput, type ImageUploadTicket } from '../../../shared/schemas/images';
import { presignUpload } from '../../store/images';
import { newImageName } from './image-names';

/**
 * IMAGES_UPLOAD_URL (local runtime only) replaces the bucket URL in the ticket: the local S3 emulator
 * neither checks POST policies nor answers CORS, so the local server checks the policy the way S3
 * does and forwards the form (infra/local/http/s3-post-gateway.ts). On AWS it is unset.
 */
export async function createUploadTicket(userId: string, input: ImageUploadInput): Promise<ImageUploadTicket> {
  const kind = kindOfContentType(input.contentType)!;
  const name = newImageName(userId, input.target, kind, input.doctorId);
  const { url, fields } = await presignUpload(name, input.contentType, IMAGE_MAX_BYTES);
  return { url: process.env.IMAGES_UPLOAD_URL || url, fields, name, maxBytes: IMAGE_MAX_BYTES };
}
