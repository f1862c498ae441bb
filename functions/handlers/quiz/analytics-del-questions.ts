import { dropQuestionStats } from '../../domain/quizzes/analytics';
import { userHandler } from '../../http/user-handler';
import { quizAnalyticsDeleteQuestion } from '../../routes/quiz';

export const handler = userHandler(quizAnalyticsDeleteQuestion, ({ userId, body }) => dropQuestionStats(userId, body));
