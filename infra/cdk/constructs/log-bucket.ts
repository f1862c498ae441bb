// A private bucket that receives access logs, kept a year. It is not logged itself (that would log
// the logs), which cdk-nag is told with the reason.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export function logBucket(scope: Construct, id: string, props: { logsOf: string; objectOwnership: ObjectOwnership }): Bucket {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: props.objectOwnership,
    lifecycleRules: [{ expiration: Duration.days(365) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: `This bucket is the destination of the ${props.logsOf} access logs; logging it too would log the logs.`,
  });
  return bucket;
}
