// Clinic user accounts in DynamoDB. The e-mail guard item is written in the same transaction as the
// account, so two registrations with one e-mail can never both succeed.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import type { ClinicItem } from './clinic-items';
import { emptyIntegrations, leadDestinations } from '../../shared/domain/integrations';
import { leadDestinationsPut } from './integrations';
import { ItemExists } from './errors';
import { clinicKeys, keys } from './keys';
import { failedConditionAt, withConflictRetry } from './transactions';

export interface Account {
  id: string;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  validUntil: number | null;
  utm?: string;
  createdAt: string;
  updatedAt: string;
}

export class EmailTakenError extends ItemExists {
  constructor() {
    super('e-mail taken');
  }
}

/**
 * Creates the account with its e-mail guard and the clinic's first profile in one transaction, so the
 * clinic's widget and loader answer from the moment the account exists.
 */
export async function createAccount(account: Account, clinic: ClinicItem): Promise<void> {
  const TableName = config.tableName();
  try {
    await withConflictRetry(() =>
      dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: { ...keys.emailGuard(account.email), userId: account.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName,
                Item: { ...keys.account(account.id), entity: 'account', ...account },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName,
                Item: { ...clinicKeys.clinic(account.id), entity: 'clinic', ...clinic },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            leadDestinationsPut(TableName, account.id, leadDestinations(emptyIntegrations()), account.createdAt),
          ],
        }),
      ),
    );
  } catch (error) {
    if (failedConditionAt(error, 0)) throw new EmailTakenError();
    throw error;
  }
}

export async function findAccountIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: keys.emailGuard(email) }));
  return Item?.userId as string | undefined;
}

export async function getAccount(userId: string): Promise<Account | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: keys.account(userId), ConsistentRead: true }));
  return Item as Account | undefined;
}

export interface ProfileChange {
  name: string;
  email: string;
  phone: string;
}

/** Updates name and phone; an e-mail change moves the guard item in the same transaction. */
export async function updateAccountProfile(current: Account, change: ProfileChange, now: string): Promise<void> {
  const TableName = config.tableName();
  const update = {
    TableName,
    Key: keys.account(current.id),
    UpdateExpression: 'SET #name = :name, email = :email, phone = :phone, updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND email = :oldEmail',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: {
      ':name': change.name,
      ':email': change.email,
      ':phone': change.phone,
      ':now': now,
      ':oldEmail': current.email,
    },
  };
  if (change.email === current.email) {
    await dynamoDb.send(new UpdateCommand(update));
    return;
  }
  try {
    await withConflictRetry(() =>
      dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: { ...keys.emailGuard(change.email), userId: current.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Delete: {
                TableName,
                Key: keys.emailGuard(current.email),
                ConditionExpression: 'userId = :me',
                ExpressionAttributeValues: { ':me': current.id },
              },
            },
            { Update: update },
          ],
        }),
      ),
    );
  } catch (error) {
    if (failedConditionAt(error, 0)) throw new EmailTakenError();
    throw error;
  }
}

export async function setPasswordHash(userId: string, passwordHash: string, now: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keys.account(userId),
      UpdateExpression: 'SET passwordHash = :hash, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':now': now },
    }),
  );
}
