// Buckets get deterministic names (resources.ts name + account + region, one installation per account
// and region like the secrets), so a function's stack can name a bucket and its ARN from its own
// pseudo-parameters instead of importing them from the stateful stack. That keeps the object-level
// wildcard (`…/*`) in a form the cdk-nag acknowledgement can name exactly (see nag-findings.ts).
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { buckets, type BucketKey } from '../../functions/resources';

export function bucketName(scope: IConstruct, key: BucketKey): string {
  const stack = Stack.of(scope);
  return `${buckets[key].name}-${stack.account}-${stack.region}`;
}

export function bucketArn(scope: IConstruct, key: BucketKey): string {
  return `arn:${Stack.of(scope).partition}:s3:::${bucketName(scope, key)}`;
}

/** The bucket's objects, or only those under a key prefix ('uploads/'). */
export function bucketObjectsArn(scope: IConstruct, key: BucketKey, prefix = ''): string {
  return `${bucketArn(scope, key)}/${prefix}*`;
}
