// Data that outlives deployments: the one DynamoDB table, the uploaded images and the token keys.
// Everything here is retained when the stack is deleted, and the stack is termination-protected.
import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { type CfnSecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { logBucket } from '../constructs/log-bucket';
import type { Construct } from 'constructs';
import { buckets, secrets, table, type BucketKey, type SecretKey } from '../../../functions/resources';
import { bucketName } from '../bucket-names';
import { constructId } from '../naming';

export interface StatefulStackProps extends StackProps {
  /** The site's origin (https://host): the browser posts images straight to S3 from there. */
  siteOrigin: string;
}

export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly buckets: Record<BucketKey, Bucket>;
  readonly secrets: Record<SecretKey, Secret>;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: table.partitionKey, type: AttributeType.STRING },
      sortKey: { name: table.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: table.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: table.timeToLiveAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const accessLogs = logBucket(this, 'AccessLogs', { logsOf: 'images bucket', objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED });

    this.buckets = {
      images: new Bucket(this, 'Images', {
        bucketName: bucketName(this, 'images'),
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: 'images/',
        // Uploads go from the browser straight to S3 with a presigned POST (Lambda cannot take 10 MB).
        cors: [{ allowedOrigins: [props.siteOrigin], allowedMethods: [HttpMethods.POST], allowedHeaders: ['*'], maxAge: 3600 }],
        // An upload that was never confirmed (tab closed, file refused) is not referenced by anything.
        lifecycleRules: [{ id: 'unconfirmed-uploads', prefix: buckets.images.prefixes.uploads, expiration: Duration.days(1) }],
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    };

    this.secrets = {
      signingKey: this.createEmptySecret('signingKey', 'Private JWK (ES256) that signs session tokens'),
      publicKeys: this.createEmptySecret('publicKeys', 'Public JWKS that verifies session tokens'),
      // Filled by hand: aws secretsmanager put-secret-value --secret-id dentlead/telegram-bot-token --secret-string <token>
      telegramBot: this.createEmptySecret(
        'telegramBot',
        'Token of the product Telegram bot (from @BotFather), the plain token as the value',
      ),
      // Filled by hand: aws secretsmanager put-secret-value --secret-id dentlead/modulbank-secret-key --secret-string <key>
      modulbank: this.createEmptySecret(
        'modulbank',
        'Modulbank internet acquiring secret key (the test key while PAYMENT_TESTING is not 0), the plain key as the value',
      ),
      // Filled by hand: aws secretsmanager put-secret-value --secret-id dentlead/amo-client-secret --secret-string <key>
      amoClient: this.createEmptySecret(
        'amoClient',
        'Secret key of the amoCRM integration (its client_id is -c AMO_CLIENT_ID=…), the plain key as the value',
      ),
      // Filled by hand: aws secretsmanager put-secret-value --secret-id dentlead/google-client-secret --secret-string <secret>
      googleClient: this.createEmptySecret(
        'googleClient',
        'Google OAuth web client secret (Sheets integration), the plain secret as the value',
      ),
      visitLink: this.createGeneratedSecret('visitLink', "Key that signs the patients' visit links (cancel or reschedule)"),
    };

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.buckets.images.bucketName });
  }

  /** A key nobody needs to know: Secrets Manager generates it at the first deploy (replacing it ends every link made with it). */
  private createGeneratedSecret(key: SecretKey, purpose: string): Secret {
    const secret = new Secret(this, `${constructId(key)}Secret`, {
      secretName: secrets[key].name,
      description: purpose,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating it would end every patient link already mailed; replace it by hand if it ever leaks.',
    });
    new CfnOutput(this, `${constructId(key)}SecretArn`, { value: secret.secretArn });
    return secret;
  }

  /**
   * The stack creates the secret without a value: keys are generated on the operator's machine and
   * stored once with `npm run keys:aws`, so no key material ever passes through CloudFormation.
   */
  private createEmptySecret(key: SecretKey, purpose: string): Secret {
    const secret = new Secret(this, `${constructId(key)}Secret`, {
      secretName: secrets[key].name,
      description: `${purpose}. Filled once with "npm run keys:aws".`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Without a value and without GenerateSecretString, CloudFormation creates an empty secret.
    (secret.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Token keys are rotated by the operator with "npm run keys:aws" (new key published in the JWKS before it signs); a Lambda rotation schedule cannot do that two-step.',
    });
    new CfnOutput(this, `${constructId(key)}SecretArn`, { value: secret.secretArn });
    return secret;
  }
}
