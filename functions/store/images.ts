// Image files in the images bucket:
//   uploads/<name>           what a browser posted with a presigned POST, not yet confirmed
//   originals/<name>         confirmed images (the only ones GET /api/img serves)
//   variants/<size>/<name>   resized copies, made once on first request
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from '../clients/s3';
import { requiredEnv } from '../config';
import { buckets } from '../resources';

const bucket = () => requiredEnv(buckets.images.env);

export const imageKeys = {
  upload: (name: string) => `uploads/${name}`,
  original: (name: string) => `originals/${name}`,
  variant: (size: string, name: string) => `variants/${size}/${name}`,
};

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** A POST form S3 accepts only for this key, this Content-Type and 1 B … maxBytes, for 10 minutes. */
export async function presignUpload(name: string, contentType: string, maxBytes: number): Promise<PresignedUpload> {
  return createPresignedPost(s3, {
    Bucket: bucket(),
    Key: imageKeys.upload(name),
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: 600,
  });
}

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/** The object's size in bytes, or null when there is none. */
export async function objectSize(key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

export async function readObject(key: string): Promise<StoredFile | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return { bytes: await object.Body!.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

export async function writeObject(key: string, file: StoredFile): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: file.bytes, ContentType: file.contentType }));
}

export async function moveObject(from: string, to: string): Promise<void> {
  await s3.send(new CopyObjectCommand({ Bucket: bucket(), CopySource: `${bucket()}/${from}`, Key: to }));
  await deleteObject(from);
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}
