// Every page of one Query: one call unless the result outgrows DynamoDB's 1 MB page.
import { QueryCommand, type QueryCommandInput, dynamoDb } from '../clients/dynamodb';

export async function queryAll(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
