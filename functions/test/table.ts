// Test support: the local runtime's table, for tests that set up or inspect items directly.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { testRuntime } from '../../infra/local/testing/runtime';

/** A document client for the test runtime's table, destroyed after the file's tests. */
export function useTestTable(): { client: DynamoDBDocumentClient; tableName: string } {
  const runtime = testRuntime();
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtime.endpoints.dynamodb,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  afterAll(() => client.destroy());
  return { client, tableName: runtime.resources.tableName };
}
