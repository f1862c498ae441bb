// A presigned POST form for browser uploads straight to S3 (AWS docs, "Authenticating Requests in
// Browser-Based Uploads Using POST (AWS Signature Version 4)"): a base64 policy listing every field's
// condition, signed with the SigV4 key derived for the day, the region and 's3'.
import { createHmac } from 'node:crypto';
import { awsRegion, envCredentials, type AwsCredentials } from './aws-fetch';
import { bucketUrl } from './s3';

export type PolicyCondition = Record<string, string> | [string, string | number, string | number];

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PostRequest {
  bucket: string;
  key: string;
  /** Conditions beyond the form's own fields (content-length-range, starts-with, …). */
  conditions: PolicyCondition[];
  /** Extra form fields (each also becomes an exact-match condition). */
  fields: Record<string, string>;
  expiresSeconds: number;
}

export function presignPost(request: PostRequest, now = new Date()): PresignedPost {
  return { url: bucketUrl(request.bucket).href, fields: signedPostFields(request, envCredentials(), awsRegion(), now) };
}

/** The form fields, policy and signature included, for these credentials, region and moment. */
export function signedPostFields(
  { bucket, key, conditions, fields, expiresSeconds }: PostRequest,
  credentials: AwsCredentials,
  region: string,
  now: Date,
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const signed: Record<string, string> = {
    ...fields,
    bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${day}/${region}/s3/aws4_request`,
    'X-Amz-Date': amzDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    key,
  };
  const expiration = new Date(now.getTime() + expiresSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const allConditions = [...conditions, ...Object.entries(signed).map(([name, value]) => ({ [name]: value }))];
  const policy = Buffer.from(JSON.stringify({ expiration, conditions: allConditions }), 'utf8').toString('base64');
  return { ...signed, Policy: policy, 'X-Amz-Signature': signPolicy(policy, credentials.secretAccessKey, day, region) };
}

/** HMAC-SHA256 of the base64 policy with the key derived from the secret, the day, the region and 's3'. */
export function signPolicy(policy: string, secretAccessKey: string, day: string, region: string): string {
  const key = [day, region, 's3', 'aws4_request'].reduce<Buffer | string>((secret, part) => hmac(secret, part), `AWS4${secretAccessKey}`);
  return hmac(key, policy).toString('hex');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
