// Turns a `grants` declaration (functions/http/route.ts) into least-privilege IAM grants plus the
// environment variables through which the function finds exactly those resources.
import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Grants } from '../../functions/http/route';
import {
  buckets,
  queues,
  secrets,
  table,
  topics,
  type BucketKey,
  type QueueKey,
  type SecretKey,
  type TopicKey,
} from '../../functions/resources';
import type { AppFunction } from './constructs/app-function';
import { bucketName, bucketObjectsArn } from './bucket-names';
import { wildcardResourceFinding } from './nag-findings';

/**
 * Item-level actions only, on the table and its named indexes: no Scan (every access pattern is a
 * Query), no table management, no `index/*` wildcard.
 */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** The deployed resources a function can be granted, keyed as in functions/resources.ts. */
export interface GrantTargets {
  table: ITableV2;
  queues: Record<QueueKey, IQueue>;
  topics: Record<TopicKey, ITopic>;
  secrets: Record<SecretKey, ISecret>;
  /** The only sender address a `sendMail` function may use. */
  mailFrom: string;
}

export function grantAccess(target: AppFunction, grants: Grants, to: GrantTargets): void {
  const fn = target.function;
  if (grants.table) {
    const tableArn = to.table.tableArn;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [...TABLE_READ_ACTIONS, ...(grants.table === 'readWrite' ? TABLE_WRITE_ACTIONS : [])],
        resources: [tableArn, ...table.indexes.map((index) => `${tableArn}/index/${index.name}`)],
      }),
    );
    fn.addEnvironment(table.env, to.table.tableName);
  }
  for (const key of grants.sendTo ?? []) {
    to.queues[key].grantSendMessages(fn);
    fn.addEnvironment(queues[key].env, to.queues[key].queueUrl);
  }
  for (const key of grants.publishTo ?? []) {
    // The topics are KMS-encrypted: publishing also needs the key (kms:GenerateDataKey*).
    to.topics[key].grantPublish(fn);
    fn.addEnvironment(topics[key].env, to.topics[key].topicArn);
  }
  if (grants.publishTo?.length) {
    Validations.of(target.role).acknowledge({
      id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
      reason: 'Publishing to a KMS-encrypted SNS topic needs GenerateDataKey* on the topic key only (the grant is limited to that key).',
    });
  }
  for (const [key, level] of Object.entries(grants.buckets ?? {}) as Array<[BucketKey, 'read' | 'readWrite']>) {
    const objects = bucketObjectsArn(fn, key);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject', ...(level === 'readWrite' ? ['s3:PutObject'] : [])], resources: [objects] }),
    );
    Validations.of(target.role).acknowledge({
      id: wildcardResourceFinding(fn, objects),
      reason: `Object-level access to the ${buckets[key].name} bucket, whose object keys are chosen at run time; no bucket-level actions.`,
    });
    fn.addEnvironment(buckets[key].env, bucketName(fn, key));
  }
  for (const key of grants.secrets ?? []) {
    to.secrets[key].grantRead(fn);
    fn.addEnvironment(secrets[key].env, to.secrets[key].secretArn);
  }
  if (grants.sendMail) {
    // Any identity, because in the SES sandbox the recipients' identities are checked too; but only
    // with MAIL_FROM as the sender.
    const anyIdentity = Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [anyIdentity],
        conditions: { StringEquals: { 'ses:FromAddress': to.mailFrom } },
      }),
    );
    Validations.of(target.role).acknowledge({
      id: wildcardResourceFinding(fn, anyIdentity),
      reason: `SES checks the sender and, in the sandbox, each recipient identity; the ses:FromAddress condition limits the sender to ${to.mailFrom}.`,
    });
  }
}
