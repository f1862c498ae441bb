import { submitQuizAnswers } from '../../domain/quizzes/submit-answers';
import { httpHandler } from '../../http/handler';
import { quizSend } from '../../routes/quiz';

export const handler = httpHandler(quizSend, ({ body }) => submitQuizAnswers(body));
