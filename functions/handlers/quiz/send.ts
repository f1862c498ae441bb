import { submitQuizAnswers } from '../../domain/quizzes/submit-answers';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { quizSend } from '../../routes/quiz';

export const handler = httpHandler(quizSend, (request) => submitQuizAnswers(request.body, publicCallerOf(request)));
