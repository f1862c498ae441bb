// One page visit of a public quiz (the page makes a visit id once per load): the titles it has been
// counted for, so a beacon repeated or replayed within the visit counts nothing twice, and whether the
// visit is counted at all (a source past its visits of the day is not). Expires after two days.
//
//   TENANT#<userId>   QUIZ_VISIT#<quizId>#<visitId>   { seen: string set of titles, ignored?: true }
import { UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { quizKeys } from './keys';

const VISIT_TTL_SECONDS = 2 * 24 * 3600;

export interface VisitUpdate {
  /** The beacon began the visit. */
  isNew: boolean;
  ignored: boolean;
  /** Titles the visit had not been counted for before this beacon. */
  newTitles: string[];
}

/** Adds `titles` to the visit's seen ones, answering which were new. */
export async function markVisitTitles(
  userId: string,
  quizId: string,
  visitId: string,
  titles: readonly string[],
  now: number,
): Promise<VisitUpdate> {
  const { Attributes } = await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: quizKeys.visit(userId, quizId, visitId),
      UpdateExpression: 'ADD seen :titles SET expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeValues: { ':titles': new Set(titles), ':expires': Math.floor(now / 1000) + VISIT_TTL_SECONDS },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const seen = (Attributes?.seen as Set<string> | undefined) ?? new Set<string>();
  return { isNew: !Attributes, ignored: Attributes?.ignored === true, newTitles: titles.filter((title) => !seen.has(title)) };
}

/** The visit counts nothing, now or later (its source used up its visits of the day). */
export async function ignoreVisit(userId: string, quizId: string, visitId: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: quizKeys.visit(userId, quizId, visitId),
      UpdateExpression: 'SET ignored = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}
