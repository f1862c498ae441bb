import { createQuizImageTicket } from '../../domain/quizzes/quiz-images';
import { userHandler } from '../../http/user-handler';
import { quizImageUpload } from '../../routes/quiz';

export const handler = userHandler(quizImageUpload, ({ userId, body }) => createQuizImageTicket(userId, body));
