// Viewed-question counters: ONE item per quiz, variant and day, one numeric attribute per step key
// ('v:<key>': the start page's, a question's 'q:<id>', or a question's text in counters made before
// ids were counted), each raised by an atomic ADD, so concurrent beacons never lose a count. The
// domain counts only titles of the quiz's own questions (and the start page), so an item holds at most
// the questions the quiz had that day: a flood raises numbers, it cannot add attributes.
import { BatchWriteCommand, GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { quizKeys } from './keys';
import { queryAll } from './query-all';

export const STATS_ATTRIBUTE_PREFIX = 'v:';

export interface QuizViews {
  userId: string;
  quizId: string;
  variant: 'regular' | 'abTest';
  /** yyyy-mm-dd */
  day: string;
  titles: readonly string[];
}

export async function addQuizViews(views: QuizViews): Promise<void> {
  if (views.titles.length === 0) return;
  const names = Object.fromEntries(views.titles.map((title, index) => [`#t${index}`, `${STATS_ATTRIBUTE_PREFIX}${title}`]));
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: quizKeys.stats(views.userId, views.quizId, views.variant, views.day),
      UpdateExpression: `SET entity = :entity, quizId = :quizId, variant = :variant, #day = :day ADD ${Object.keys(names)
        .map((name) => `${name} :one`)
        .join(', ')}`,
      ExpressionAttributeNames: { ...names, '#day': 'day' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':entity': 'quizStats',
        ':quizId': views.quizId,
        ':variant': views.variant,
        ':day': views.day,
      },
    }),
  );
}

/** Question title → views of one quiz, variant and day (nothing counted: empty). */
export async function readQuizViews(key: Omit<QuizViews, 'titles'>): Promise<Record<string, number>> {
  const { Item } = await dynamoDb.send(
    new GetCommand({
      TableName: config.tableName(),
      Key: quizKeys.stats(key.userId, key.quizId, key.variant, key.day),
      ConsistentRead: true,
    }),
  );
  return countsOf(Item ?? {});
}

export type QuizStatsVariant = QuizViews['variant'];
/** Day (yyyy-mm-dd) → question title → views. */
export type QuizDays = Record<string, Record<string, number>>;

const statsPrefix = quizKeys.statsPrefix;

function countsOf(item: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(item)
      .filter(([name]) => name.startsWith(STATS_ATTRIBUTE_PREFIX))
      .map(([name, count]) => [name.slice(STATS_ATTRIBUTE_PREFIX.length), Number(count)]),
  );
}

/** The counters of one quiz, both variants, per day within [from, to] (both yyyy-mm-dd) or of every day. */
export async function readQuizStats(
  userId: string,
  quizId: string,
  period?: { from: string; to: string },
): Promise<Record<QuizStatsVariant, QuizDays>> {
  // ONE Query for both variants (the cabinet's screen budget): the variant sits before the day in the
  // key, so a period is a filter here; a quiz keeps a counter item per variant and counted day only.
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...(period ? { FilterExpression: '#day BETWEEN :from AND :to', ExpressionAttributeNames: { '#day': 'day' } } : {}),
    ExpressionAttributeValues: {
      ':pk': quizKeys.quiz(userId, '').pk,
      ':prefix': statsPrefix(quizId),
      ...(period ? { ':from': period.from, ':to': period.to } : {}),
    },
  });
  const days: Record<QuizStatsVariant, QuizDays> = { regular: {}, abTest: {} };
  for (const item of items) {
    const variant = item.variant as QuizStatsVariant;
    if (variant in days) days[variant][item.day as string] = countsOf(item);
  }
  return days;
}

const BATCH = 25;

/** Deletes every counter of the quiz (both variants, every day). */
export async function deleteQuizStats(userId: string, quizId: string): Promise<void> {
  const TableName = config.tableName();
  const keys = await queryAll({
    TableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': quizKeys.quiz(userId, '').pk, ':prefix': statsPrefix(quizId) },
    ProjectionExpression: 'pk, sk',
  });
  for (let start = 0; start < keys.length; start += BATCH) {
    let requests = keys.slice(start, start + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await dynamoDb.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
      requests = (UnprocessedItems?.[TableName] ?? []) as typeof requests;
    }
  }
}

/** Drops one question's counters (each of `keys`) from every day of one variant (the question was deleted). */
export async function deleteQuestionStats(
  userId: string,
  quizId: string,
  variant: QuizStatsVariant,
  keys: readonly string[],
): Promise<void> {
  const TableName = config.tableName();
  const names = Object.fromEntries(keys.map((key, index) => [`#k${index}`, `${STATS_ATTRIBUTE_PREFIX}${key}`]));
  const found = await queryAll({
    TableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: Object.keys(names)
      .map((name) => `attribute_exists(${name})`)
      .join(' OR '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': quizKeys.quiz(userId, '').pk, ':prefix': statsPrefix(quizId, variant) },
    ProjectionExpression: 'pk, sk',
  });
  for (let start = 0; start < found.length; start += BATCH) {
    await Promise.all(
      found.slice(start, start + BATCH).map((Key) =>
        dynamoDb.send(
          new UpdateCommand({
            TableName,
            Key,
            UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
            ExpressionAttributeNames: names,
          }),
        ),
      ),
    );
  }
}
