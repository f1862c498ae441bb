import { resetQuizAnalytics } from '../../domain/quizzes/analytics';
import { userHandler } from '../../http/user-handler';
import { quizAnalyticsReset } from '../../routes/quiz';

export const handler = userHandler(quizAnalyticsReset, ({ userId, body }) => resetQuizAnalytics(userId, body.quizId));
