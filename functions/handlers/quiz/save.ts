import { saveQuiz } from '../../domain/quizzes/save-quiz';
import { userHandler } from '../../http/user-handler';
import { quizSave } from '../../routes/quiz';

export const handler = userHandler(quizSave, ({ userId, body }) => saveQuiz(userId, body));
