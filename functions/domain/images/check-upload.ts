// (confirm calls) --> the checks every uploaded image passes before it becomes an original.
import { IMAGE_MAX_BYTES, imageMessages, typeMismatchMessage, type ImageKind } from '../../../shared/schemas/images';
import { deleteObject, imageKeys, objectSize, readObject, type StoredFile } from '../../store/images';
import { InvalidRequestError } from '../errors';
import { detectImageKind } from './file-type';
import { decodes, RESIZABLE_KINDS } from './resize';
import { unsafeSvgReason } from './svg-safety';

/**
 * The uploaded file under `name`, checked: present, within the size limit, really of `kind` by its first
 * bytes, an SVG without scripts or external references, a raster image that decodes in full. A refused
 * file is deleted and the call answers 400 with the reason in Russian.
 */
export async function checkUploadedFile(name: string, kind: ImageKind): Promise<StoredFile> {
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
  if (actual !== kind) return refuse('IMAGE_TYPE_MISMATCH', typeMismatchMessage(actual, kind));
  if (actual === 'svg' && unsafeSvgReason(Buffer.from(file.bytes).toString('utf8'))) return refuse('UNSAFE_SVG', imageMessages.unsafeSvg);
  if (RESIZABLE_KINDS.includes(actual) && !(await decodes(file.bytes, actual))) return refuse('IMAGE_UNREADABLE', imageMessages.unreadable);
  return file;
}
