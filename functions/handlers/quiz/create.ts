import { createQuiz } from '../../domain/quizzes/manage-quizzes';
import { userHandler } from '../../http/user-handler';
import { quizCreate } from '../../routes/quiz';

export const handler = userHandler(quizCreate, ({ userId, body }) => createQuiz(userId, body));
