import { S3Client } from '@aws-sdk/client-s3';

/** Path-style addressing locally: the emulator has no wildcard DNS for bucket sub-domains. */
export const s3 = new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
