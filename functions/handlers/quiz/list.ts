import { listQuizzes } from '../../domain/quizzes/manage-quizzes';
import { userHandler } from '../../http/user-handler';
import { quizList } from '../../routes/quiz';

export const handler = userHandler(quizList, ({ userId }) => listQuizzes(userId));
