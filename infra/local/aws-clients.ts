// SDK clients of the runtime itself (provisioning, queue polling), pointed at the emulators explicitly.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import { LOCAL_REGION, type EmulatorEndpoints } from './environment';

export interface AwsClients {
  dynamodb: DynamoDBClient;
  sqs: SQSClient;
  sns: SNSClient;
  s3: S3Client;
  destroy(): void;
}

export function createAwsClients(endpoints: EmulatorEndpoints): AwsClients {
  const common = { region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const clients = {
    dynamodb: new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb }),
    sqs: new SQSClient({ ...common, endpoint: endpoints.fauxqs }),
    sns: new SNSClient({ ...common, endpoint: endpoints.fauxqs }),
    s3: new S3Client({ ...common, endpoint: endpoints.fauxqs, forcePathStyle: true }),
  };
  return {
    ...clients,
    destroy: () => Object.values(clients).forEach((client) => client.destroy()),
  };
}
