import { SNSClient } from '@aws-sdk/client-sns';

export const sns = new SNSClient({});
