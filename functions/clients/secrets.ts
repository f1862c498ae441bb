// Secrets Manager GetSecretValue over the signed fetch (AWS JSON 1.1 protocol).
import { awsJsonCall } from './aws-json';

/** The secret's string, or undefined when its current version holds binary data only. */
export async function getSecretString(secretId: string): Promise<string | undefined> {
  const answer = await awsJsonCall<{ SecretString?: string }>(
    { service: 'secretsmanager', version: '1.1', target: 'secretsmanager.GetSecretValue', iam: ['secretsmanager:GetSecretValue'] },
    {
      SecretId: secretId,
    },
  );
  return answer.SecretString;
}
