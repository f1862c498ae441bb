// Addresses an account signed in from (keys.ts, KNOWN#): the e-mail-wide lock of the login spares them, so
// a flood of wrong passwords from elsewhere does not lock the clinic out of its own office.
import { GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

export async function isKnownAddress(email: string, address: string): Promise<boolean> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.knownAddress(email, address), ProjectionExpression: 'pk' }),
  );
  return Item !== undefined;
}

export async function rememberAddress(email: string, address: string, forMs: number, now: number): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...keys.knownAddress(email, address), entity: 'knownAddress', expiresAt: Math.ceil((now + forMs) / 1000) },
    }),
  );
}
