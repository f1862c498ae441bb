// Reading one quiz: the public page by id or custom URL (one GetItem for an id; the guard, then the
// quiz, for a URL), the cabinet by id within the caller's own clinic only.
import type { QuizPublicView } from '../../../shared/schemas/quiz';
import type { QuizCabinetView } from '../../../shared/schemas/quiz-cabinet';
import type { ServicesList } from '../../../shared/schemas/services';
import { getSettingItem } from '../../store/settings';
import { servicesListOf } from '../clinic/services-list';
import { findQuizByUrl, getQuizItem, type QuizItem } from '../../store/quizzes';
import { NotFoundError } from '../errors';
import { ownerOfQuizId } from './ids';
import { QUIZ_ERRORS } from './messages';
import { toQuizCabinetView, toQuizPublicView } from './views';

export const quizNotFound = () => new NotFoundError(QUIZ_ERRORS.NOT_FOUND.code, QUIZ_ERRORS.NOT_FOUND.message);

/** The quiz a public ?id= (an id or a custom URL) names, if it exists. */
export async function findPublicQuiz(ref: string): Promise<QuizItem | undefined> {
  const owner = ownerOfQuizId(ref);
  if (owner) return getQuizItem(owner, ref);
  const holder = await findQuizByUrl(ref);
  return holder ? getQuizItem(holder.userId, holder.quizId) : undefined;
}

export async function readPublicQuiz(ref: string): Promise<QuizPublicView> {
  const item = await findPublicQuiz(ref);
  if (!item) throw quizNotFound();
  return publicViewOf(item);
}

/** The public view with the prices its estimate rules use (one more read, only for a quiz that has rules). */
export async function publicViewOf(item: QuizItem): Promise<QuizPublicView> {
  return toQuizPublicView(item, item.quiz.estimate ? await clinicServices(item.userId) : undefined);
}

export async function clinicServices(userId: string): Promise<ServicesList> {
  return servicesListOf(await getSettingItem(userId));
}

/** The caller's own quiz; another clinic's id is simply not found (it is looked up in the caller's partition). */
export async function ownQuiz(userId: string, quizId: string): Promise<QuizItem> {
  const item = ownerOfQuizId(quizId) === userId ? await getQuizItem(userId, quizId) : undefined;
  if (!item) throw quizNotFound();
  return item;
}

export async function readCabinetQuiz(userId: string, quizId: string): Promise<QuizCabinetView> {
  return toQuizCabinetView(await ownQuiz(userId, quizId));
}
