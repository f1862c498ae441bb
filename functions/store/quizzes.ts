// Quiz items in the clinic's partition, and the product-wide guard of each custom URL, written in the
// same transaction as the quiz so two clinics can never hold the same URL.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { QuizFields } from '../../shared/schemas/quiz';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { ItemExists } from './errors';
import { quizKeys } from './keys';
import { queryAll } from './query-all';
import { failedConditionAt, withConflictRetry } from './transactions';

export interface QuizItem {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  quiz: QuizFields;
}

export class CustomUrlTakenError extends ItemExists {
  constructor() {
    super('custom url taken');
  }
}

const urlGuardPut = (TableName: string, item: QuizItem, customUrl: string) => ({
  Put: {
    TableName,
    Item: { ...quizKeys.urlGuard(customUrl), entity: 'quizUrlGuard', userId: item.userId, quizId: item.id, customUrl },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Stores a new quiz and takes its custom URL, or throws CustomUrlTakenError. */
export async function createQuizItem(item: QuizItem): Promise<void> {
  const TableName = config.tableName();
  const customUrl = item.quiz.customUrl;
  try {
    await withConflictRetry(() =>
      dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: { ...quizKeys.quiz(item.userId, item.id), entity: 'quiz', ...item },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...(customUrl ? [urlGuardPut(TableName, item, customUrl)] : []),
          ],
        }),
      ),
    );
  } catch (error) {
    if (customUrl && failedConditionAt(error, 1)) throw new CustomUrlTakenError();
    throw error;
  }
}

export async function getQuizItem(userId: string, quizId: string): Promise<QuizItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: quizKeys.quiz(userId, quizId) }));
  return Item ? toQuizItem(Item) : undefined;
}

/** Whose quiz holds this custom URL, if any. */
export async function findQuizByUrl(customUrl: string): Promise<{ userId: string; quizId: string } | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: quizKeys.urlGuard(customUrl) }));
  return Item ? { userId: Item.userId as string, quizId: Item.quizId as string } : undefined;
}

/** The clinic's quizzes, oldest first. */
export async function listQuizItems(userId: string): Promise<QuizItem[]> {
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': quizKeys.quiz(userId, '').pk, ':prefix': quizKeys.quizPrefix },
  });
  return items.map(toQuizItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Deletes the quiz and frees its custom URL (if the guard is still this quiz's). False: no such quiz. */
export async function deleteQuizItem(userId: string, quizId: string): Promise<boolean> {
  const item = await getQuizItem(userId, quizId);
  if (!item) return false;
  const TableName = config.tableName();
  const customUrl = item.quiz.customUrl;
  try {
    await withConflictRetry(() =>
      dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName, Key: quizKeys.quiz(userId, quizId), ConditionExpression: 'attribute_exists(pk)' } },
            ...(customUrl
              ? [
                  {
                    Delete: {
                      TableName,
                      Key: quizKeys.urlGuard(customUrl),
                      ConditionExpression: 'attribute_not_exists(pk) OR quizId = :id',
                      ExpressionAttributeValues: { ':id': quizId },
                    },
                  },
                ]
              : []),
          ],
        }),
      ),
    );
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    throw error;
  }
  return true;
}

function toQuizItem(item: Record<string, unknown>): QuizItem {
  return {
    id: item.id as string,
    userId: item.userId as string,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    version: item.version as number,
    quiz: item.quiz as QuizFields,
  };
}
