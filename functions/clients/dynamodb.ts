// One DynamoDB document client per process, created once at module scope (reused across invocations).
// The endpoint comes from the SDK's own AWS_ENDPOINT_URL_DYNAMODB locally.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// convertClassInstanceToMap: the marshaller tells a map from a class instance by its `constructor`,
// so a user's map with the key 'constructor' (an address, a direction) was refused as an instance.
export const dynamoDb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
});
