import { recorded } from '../../domain/staff/activity';
import { saveQuiz } from '../../domain/quizzes/save-quiz';
import { userHandler } from '../../http/user-handler';
import { quizSave } from '../../routes/quiz';

export const handler = userHandler(quizSave, ({ userId, actor, body }) =>
  recorded(actor, 'quiz', 'changed', `квиз ${body._id}`, saveQuiz(userId, body)),
);
