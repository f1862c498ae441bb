// The clinic's quizzes as the lead list needs them (id, name, A/B on), read without their questions
// and images: one Query projected to three attributes.
import { config } from '../config';
import { quizKeys } from './keys';
import { queryAll } from './query-all';

export interface QuizSummary {
  id: string;
  name: string;
  abTest: boolean;
}

export async function listQuizSummaries(userId: string): Promise<QuizSummary[]> {
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': quizKeys.quiz(userId, '').pk, ':prefix': quizKeys.quizPrefix },
    ProjectionExpression: '#id, #quiz.#name, #quiz.ABTestBool',
    ExpressionAttributeNames: { '#id': 'id', '#quiz': 'quiz', '#name': 'name' },
  });
  return items.map((item) => {
    const quiz = (item.quiz ?? {}) as { name?: string; ABTestBool?: boolean };
    return { id: item.id as string, name: quiz.name ?? '', abTest: quiz.ABTestBool === true };
  });
}
