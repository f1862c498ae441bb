import { recorded } from '../../domain/staff/activity';
import { createQuiz } from '../../domain/quizzes/manage-quizzes';
import { userHandler } from '../../http/user-handler';
import { quizCreate } from '../../routes/quiz';

export const handler = userHandler(quizCreate, ({ userId, actor, body }) =>
  recorded(actor, 'quiz', 'created', body.name, createQuiz(userId, body)),
);
