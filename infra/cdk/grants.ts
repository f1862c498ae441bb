// Turns a `grants` declaration (functions/http/route.ts) into least-privilege IAM grants plus the
// environment variables through which the function finds exactly those resources.
import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { BucketGrant, Grants } from '../../functions/http/route';
import {
  buckets,
  queues,
  secrets,
  table,
  topics,
  type BucketKey,
  type LeadFanout,
  type QueueKey,
  type SecretKey,
  type TopicKey,
} from '../../functions/resources';
import type { AppFunction } from './constructs/app-function';
import { bucketArn, bucketName, bucketObjectsArn } from './bucket-names';
import { wildcardResourceFinding } from './nag-findings';

/** The deployed resources a function can be granted, keyed as in functions/resources.ts. */
export interface GrantTargets {
  table: ITableV2;
  queues: Record<QueueKey, IQueue>;
  /** None with -c leadFanout=sqs. */
  topics: Partial<Record<TopicKey, ITopic>>;
  /** sqs: a function that would publish to a topic may send to the topic's subscriber queues instead. */
  leadFanout: LeadFanout;
  secrets: Record<SecretKey, ISecret>;
  /** The only sender address a `sendMail` function may use. */
  mailFrom: string;
}

export function grantAccess(target: AppFunction, grants: Grants, to: GrantTargets): void {
  const fn = target.function;
  if (grants.table?.length) {
    const tableArn = to.table.tableArn;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: grants.table.map((action) => `dynamodb:${action}`),
        resources: [tableArn, ...table.indexes.map((index) => `${tableArn}/index/${index.name}`)],
        ...(grants.tablePartitions
          ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': grants.tablePartitions.map((prefix) => `${prefix}*`) } } }
          : {}),
      }),
    );
    fn.addEnvironment(table.env, to.table.tableName);
  }
  // Without SNS, publishing to a topic is sending to each of its subscriber queues (functions/messaging/lead-fanout.ts).
  const publishTo = to.leadFanout === 'sns' ? (grants.publishTo ?? []) : [];
  const sendTo = [
    ...new Set([
      ...(grants.sendTo ?? []),
      ...(to.leadFanout === 'sqs' ? (grants.publishTo ?? []).flatMap((key) => topics[key].subscribers) : []),
    ]),
  ];
  for (const key of sendTo) {
    to.queues[key].grantSendMessages(fn);
    fn.addEnvironment(queues[key].env, to.queues[key].queueUrl);
  }
  for (const key of publishTo) {
    const topic = to.topics[key];
    if (!topic) throw new Error(`The ${key} topic is not deployed (leadFanout ${to.leadFanout})`);
    // The topics are KMS-encrypted: publishing also needs the key (kms:GenerateDataKey*).
    topic.grantPublish(fn);
    fn.addEnvironment(topics[key].env, topic.topicArn);
  }
  if (publishTo.length) {
    Validations.of(target.role).acknowledge({
      id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
      reason: 'Publishing to a KMS-encrypted SNS topic needs GenerateDataKey* on the topic key only (the grant is limited to that key).',
    });
  }
  for (const [key, grant] of Object.entries(grants.buckets ?? {}) as Array<[BucketKey, BucketGrant]>) {
    grantObjects(target, key, grant);
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

const OBJECT_ACTIONS = { get: 's3:GetObject', put: 's3:PutObject', delete: 's3:DeleteObject' } as const;

/** Each object action on its key prefixes only; reading also lists the bucket (no keys are listed by the code). */
function grantObjects(target: AppFunction, key: BucketKey, grant: BucketGrant): void {
  const fn = target.function;
  const prefixes: Record<string, string> = buckets[key].prefixes;
  for (const [kind, names] of Object.entries(grant) as Array<[keyof typeof OBJECT_ACTIONS, string[]]>) {
    const resources = names.map((name) => bucketObjectsArn(fn, key, prefixes[name]!));
    fn.addToRolePolicy(new PolicyStatement({ actions: [OBJECT_ACTIONS[kind]], resources }));
    for (const resource of resources) {
      Validations.of(target.role).acknowledge({
        id: wildcardResourceFinding(fn, resource),
        reason: `Objects under one prefix of the ${buckets[key].name} bucket, whose object names are chosen at run time.`,
      });
    }
  }
  if (grant.get?.length) {
    // Without it S3 answers a missing key with 403 instead of 404 (functions/clients/s3.ts).
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn(fn, key)] }));
  }
}
