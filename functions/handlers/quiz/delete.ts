import { recorded } from '../../domain/staff/activity';
import { deleteQuiz } from '../../domain/quizzes/manage-quizzes';
import { userHandler } from '../../http/user-handler';
import { quizDelete } from '../../routes/quiz';

export const handler = userHandler(quizDelete, ({ userId, actor, body }) =>
  recorded(actor, 'quiz', 'deleted', `квиз ${body.id}`, deleteQuiz(userId, body.id)),
);
