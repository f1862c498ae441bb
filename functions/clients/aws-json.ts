// A call in the AWS JSON protocol (SQS, Secrets Manager, DynamoDB): POST to the service endpoint, the operation
// in X-Amz-Target, the input and the answer as JSON.
import { awsFetch, serviceEndpoint, type AwsService, type IamAction } from './aws-fetch';

export interface AwsJsonOperation {
  service: AwsService;
  version: '1.0' | '1.1';
  target: string;
  iam: readonly IamAction[];
  /** The service's endpoint unless given. */
  url?: URL;
}

export async function awsJsonCall<T>({ service, version, target, url, iam }: AwsJsonOperation, input: object): Promise<T> {
  const response = await awsFetch(service, {
    iam,
    method: 'POST',
    url: url ?? serviceEndpoint(service),
    headers: { 'content-type': `application/x-amz-json-${version}`, 'x-amz-target': target },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}
