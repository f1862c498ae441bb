import { deleteQuiz } from '../../domain/quizzes/manage-quizzes';
import { userHandler } from '../../http/user-handler';
import { quizDelete } from '../../routes/quiz';

export const handler = userHandler(quizDelete, ({ userId, body }) => deleteQuiz(userId, body.id));
