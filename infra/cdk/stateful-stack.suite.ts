// The stateful stack: the one table from functions/resources.ts, the images bucket, the empty secrets.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { secrets, table } from '../../functions/resources';
import { sharedTestApp, type SynthesizedTestApp } from './test-app';

let synthesized: SynthesizedTestApp;
let stateful: Template;

beforeAll(() => {
  synthesized = sharedTestApp();
  stateful = Template.fromStack(synthesized.stacks.stateful);
});

test('one DynamoDB table with the keys, index and TTL of functions/resources.ts, recoverable and retained', () => {
  const tables = stateful.findResources('AWS::DynamoDB::GlobalTable');
  expect(Object.keys(tables)).toHaveLength(1);
  const [resource] = Object.values(tables);
  expect(resource).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  expect(resource!.Properties).toMatchObject({
    KeySchema: [
      { AttributeName: table.partitionKey, KeyType: 'HASH' },
      { AttributeName: table.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: table.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
    BillingMode: 'PAY_PER_REQUEST',
    SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
    Replicas: [
      expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true }),
    ],
  });
});

test('the images bucket is private, encrypted, TLS-only and takes browser POST uploads from the site only', () => {
  stateful.hasResourceProperties('AWS::S3::Bucket', {
    BucketEncryption: Match.anyValue(),
    PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    CorsConfiguration: {
      CorsRules: [
        Match.objectLike({
          AllowedMethods: ['POST'],
          AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::ImportValue': Match.stringLikeRegexp('DomainName') }]] }],
        }),
      ],
    },
  });
  stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
    PolicyDocument: {
      Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
    },
  });
});

test.each(Object.values(secrets))('secret $name is created empty, for `npm run keys:aws` to fill', (secret) => {
  const [resource] = Object.values(stateful.findResources('AWS::SecretsManager::Secret', { Properties: { Name: secret.name } }));
  expect(resource).toBeDefined();
  expect(resource!.Properties.SecretString).toBeUndefined();
  expect(resource!.Properties.GenerateSecretString).toBeUndefined();
});

test('the outputs name the table and the secrets', () => {
  const outputs = Object.keys(stateful.toJSON().Outputs as object);
  expect(outputs).toEqual(expect.arrayContaining(['TableName', 'SigningKeySecretArn', 'PublicKeysSecretArn']));
});
