// Quiz items in the clinic's partition, and the product-wide guard of each custom URL, written in the
// same transaction as the quiz so two clinics can never hold the same URL.
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import type { QuizFields } from '../../shared/schemas/quiz';
import { config } from '../config';
import { ItemExists } from './errors';
import { quizKeys } from './keys';
import { queryAll } from './query-all';
import { ConditionsFailed, ignoreMissing, transact } from './transactions';
import { StaleWriteError, stillAtVersion } from './versioned-writes';

export interface QuizItem {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  quiz: QuizFields;
  /** When the quiz's analytics were last reset (a save that changed its questions, or the reset button). */
  analyticsResetAt?: string;
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
    await transact({
      quiz: {
        Put: {
          TableName,
          Item: { ...quizKeys.quiz(item.userId, item.id), entity: 'quiz', ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      urlGuard: customUrl ? urlGuardPut(TableName, item, customUrl) : undefined,
    });
  } catch (error) {
    if (error instanceof ConditionsFailed && error.has('urlGuard')) throw new CustomUrlTakenError();
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

const sameUrl = (a: string | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

const urlGuardDelete = (TableName: string, quizId: string, customUrl: string) => ({
  Delete: {
    TableName,
    Key: quizKeys.urlGuard(customUrl),
    ConditionExpression: 'attribute_not_exists(pk) OR quizId = :id',
    ExpressionAttributeValues: { ':id': quizId },
  },
});

/**
 * Replaces the quiz read as `previous` with `next` (version + 1), on the condition that it is still at
 * the version read (else StaleWriteError). A changed or cleared custom URL moves its guard in the same
 * transaction: the new one is taken (else CustomUrlTakenError), the old one freed.
 */
export async function saveQuizItem(previous: QuizItem, next: QuizItem): Promise<void> {
  const TableName = config.tableName();
  const [oldUrl, newUrl] = [previous.quiz.customUrl, next.quiz.customUrl];
  const urlMoves = !sameUrl(oldUrl, newUrl);
  try {
    // A lost race is tried again: then the loser sees the winner's version, or its URL guard.
    await transact({
      quiz: {
        Put: {
          TableName,
          Item: { ...quizKeys.quiz(next.userId, next.id), entity: 'quiz', ...next },
          ...stillAtVersion(previous.version, 'attribute_exists(pk)'),
        },
      },
      newUrl: urlMoves && newUrl ? urlGuardPut(TableName, next, newUrl) : undefined,
      oldUrl: urlMoves && oldUrl ? urlGuardDelete(TableName, next.id, oldUrl) : undefined,
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('quiz')) throw new StaleWriteError();
    if (error.has('newUrl')) throw new CustomUrlTakenError();
    throw error;
  }
}

/** Deletes the quiz and frees its custom URL (if the guard is still this quiz's). False: no such quiz. */
export async function deleteQuizItem(userId: string, quizId: string): Promise<boolean> {
  const item = await getQuizItem(userId, quizId);
  if (!item) return false;
  const TableName = config.tableName();
  const customUrl = item.quiz.customUrl;
  try {
    await transact({
      quiz: { Delete: { TableName, Key: quizKeys.quiz(userId, quizId), ConditionExpression: 'attribute_exists(pk)' } },
      urlGuard: customUrl ? urlGuardDelete(TableName, quizId, customUrl) : undefined,
    });
  } catch (error) {
    if (error instanceof ConditionsFailed && error.has('quiz')) return false;
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
    ...(typeof item.analyticsResetAt === 'string' ? { analyticsResetAt: item.analyticsResetAt } : {}),
  };
}

/** Records when the quiz's analytics were reset (not an edit: the version stays). */
export async function markAnalyticsReset(userId: string, quizId: string, at: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: quizKeys.quiz(userId, quizId),
        UpdateExpression: 'SET analyticsResetAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  );
}
