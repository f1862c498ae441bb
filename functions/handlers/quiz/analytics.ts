import { recordQuizViews } from '../../domain/quizzes/record-views';
import { httpHandler } from '../../http/handler';
import { quizAnalytics } from '../../routes/quiz';

export const handler = httpHandler(quizAnalytics, ({ body, sourceIp }) => recordQuizViews(body, sourceIp));
