import { readQuizAnalytics } from '../../domain/quizzes/analytics';
import { userHandler } from '../../http/user-handler';
import { quizAnalyticsRead } from '../../routes/quiz';

export const handler = userHandler(quizAnalyticsRead, ({ userId, query }) => readQuizAnalytics(userId, query));
