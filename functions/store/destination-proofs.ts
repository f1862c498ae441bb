// Proofs that a clinic owns a lead destination: one-time Telegram codes and mailed e-mail confirmation
// tokens (keys.ts, proofKeys). Both are global items naming their clinic and expire by TTL; the read
// checks the expiry too, because DynamoDB deletes expired items only eventually.
import { ConditionalCheckFailedException, GetCommand, PutCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { proofKeys } from './keys';

export interface TelegramCode {
  code: string;
  userId: string;
  expiresAt: string;
  status: 'waiting' | 'connected';
  chatId?: string;
  title?: string;
}

const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);
const stillValid = (expiresAt: string, now: number) => Date.parse(expiresAt) > now;

/** Stores a new code; false when the code exists already (the caller draws another). */
export async function putTelegramCode(code: TelegramCode): Promise<boolean> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: {
          ...proofKeys.telegramCode(code.code),
          entity: 'telegramCode',
          userId: code.userId,
          status: code.status,
          codeExpiresAt: code.expiresAt,
          // TTL a day after the expiry: the cabinet may still ask how the code ended.
          expiresAt: epochSeconds(code.expiresAt) + 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getTelegramCode(code: string): Promise<TelegramCode | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: proofKeys.telegramCode(code), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    code,
    userId: Item.userId as string,
    expiresAt: Item.codeExpiresAt as string,
    status: Item.status as TelegramCode['status'],
    ...(Item.chatId ? { chatId: Item.chatId as string, title: Item.title as string } : {}),
  };
}

/** Spends a waiting, unexpired code on a group, once: false when it was spent or expired meanwhile. */
export async function spendTelegramCode(code: string, chatId: string, title: string, now = Date.now()): Promise<boolean> {
  try {
    await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: proofKeys.telegramCode(code),
        UpdateExpression: 'SET #status = :connected, chatId = :chat, title = :title',
        ConditionExpression: '#status = :waiting AND codeExpiresAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':connected': 'connected',
          ':waiting': 'waiting',
          ':chat': chatId,
          ':title': title,
          ':now': new Date(now).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export interface EmailProof {
  userId: string;
  address: string;
  expiresAt: string;
}

export async function putEmailProof(tokenHash: string, proof: EmailProof): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: {
        ...proofKeys.emailProof(tokenHash),
        entity: 'emailProof',
        userId: proof.userId,
        address: proof.address,
        proofExpiresAt: proof.expiresAt,
        expiresAt: epochSeconds(proof.expiresAt),
      },
    }),
  );
}

/**
 * Reads and marks a confirmation token used in one step (a link confirms once); undefined when unknown,
 * used or expired. Marked, not deleted: the public confirm call may not delete anything; TTL removes it.
 */
export async function takeEmailProof(tokenHash: string, now = Date.now()): Promise<EmailProof | undefined> {
  let Attributes: Record<string, unknown> | undefined;
  try {
    ({ Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: proofKeys.emailProof(tokenHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':now': new Date(now).toISOString() },
        ReturnValues: 'ALL_OLD',
      }),
    ));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
  if (!Attributes || !stillValid(Attributes.proofExpiresAt as string, now)) return undefined;
  return { userId: Attributes.userId as string, address: Attributes.address as string, expiresAt: Attributes.proofExpiresAt as string };
}
