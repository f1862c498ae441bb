import { readPublicQuiz } from '../../domain/quizzes/read-quiz';
import { httpHandler } from '../../http/handler';
import { quizPublic } from '../../routes/quiz';

export const handler = httpHandler(quizPublic, ({ query }) => readPublicQuiz(query.id));
