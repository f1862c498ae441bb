// Image files in the images bucket, under the prefixes of functions/resources.ts (which the grants name):
//   uploads/<name>           what a browser posted with a presigned POST, not yet confirmed
//   originals/<name>         confirmed images (the only ones GET /api/img serves)
//   variants/<size>/<name>   resized copies, made once on first request
import { copyObject, deleteObject as deleteS3Object, getObject, headObject, putObject } from '../clients/s3';
import { presignPost } from '../clients/s3-post';
import { requiredEnv } from '../config';
import { buckets } from '../resources';

const bucket = () => requiredEnv(buckets.images.env);

const { prefixes } = buckets.images;
export const imageKeys = {
  upload: (name: string) => `${prefixes.uploads}${name}`,
  original: (name: string) => `${prefixes.originals}${name}`,
  variant: (size: string, name: string) => `${prefixes.variants}${size}/${name}`,
};

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** A POST form S3 accepts only for this key, this Content-Type and 1 B … maxBytes, for 10 minutes. */
export async function presignUpload(name: string, contentType: string, maxBytes: number): Promise<PresignedUpload> {
  return presignPost({
    bucket: bucket(),
    key: imageKeys.upload(name),
    conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresSeconds: 600,
  });
}

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/** The object's size in bytes, or null when there is none. */
export async function objectSize(key: string): Promise<number | null> {
  return (await headObject(bucket(), key))?.size ?? null;
}

export async function readObject(key: string): Promise<StoredFile | null> {
  const object = await getObject(bucket(), key);
  return object && { bytes: object.bytes, contentType: object.contentType ?? 'application/octet-stream' };
}

export async function writeObject(key: string, file: StoredFile): Promise<void> {
  await putObject(bucket(), key, file.bytes, file.contentType);
}

export async function moveObject(from: string, to: string): Promise<void> {
  await copyObject(bucket(), from, to);
  await deleteObject(from);
}

export async function deleteObject(key: string): Promise<void> {
  await deleteS3Object(bucket(), key);
}
