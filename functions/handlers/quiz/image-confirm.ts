import { confirmQuizImage } from '../../domain/quizzes/quiz-images';
import { userHandler } from '../../http/user-handler';
import { quizImageConfirm } from '../../routes/quiz';

export const handler = userHandler(quizImageConfirm, ({ userId, body }) => confirmQuizImage(userId, body.name));
