import { readCabinetQuiz } from '../../domain/quizzes/read-quiz';
import { userHandler } from '../../http/user-handler';
import { quizGet } from '../../routes/quiz';

export const handler = userHandler(quizGet, ({ userId, query }) => readCabinetQuiz(userId, query.id));
