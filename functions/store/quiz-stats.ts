// Viewed-question counters: ONE item per quiz, variant and day, one numeric attribute per question
// title ('v:<title>'), each raised by an atomic ADD, so concurrent beacons never lose a count. The
// domain counts only titles of the quiz's own questions (and the start page), so an item holds at most
// the questions the quiz had that day: a flood raises numbers, it cannot add attributes.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { quizKeys } from './keys';

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
  return Object.fromEntries(
    Object.entries(Item ?? {})
      .filter(([name]) => name.startsWith(STATS_ATTRIBUTE_PREFIX))
      .map(([name, count]) => [name.slice(STATS_ATTRIBUTE_PREFIX.length), Number(count)]),
  );
}
