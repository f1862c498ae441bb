// A stored quiz as the public page, the builder and the quiz list see it.
import { estimateServices } from '../../../shared/domain/quiz/estimate';
import type { ServicesList } from '../../../shared/schemas/services';
import { withQuizQuestionIds } from '../../../shared/domain/quiz/question-ids';
import type { QuizCabinetView, QuizListItem } from '../../../shared/schemas/quiz-cabinet';
import type { QuizPublicView } from '../../../shared/schemas/quiz';
import type { QuizItem } from '../../store/quizzes';

/** Only the quiz as the owner made it: no storage bookkeeping (version, times); every question with an id of its own. */
export function toQuizPublicView(item: QuizItem, services?: ServicesList): QuizPublicView {
  const estimatePrices = item.quiz.estimate && services ? { estimatePrices: estimateServices(item.quiz.estimate, services) } : {};
  return { ...withQuizQuestionIds(item.quiz), _id: item.id, userId: item.userId, ...estimatePrices };
}

export function toQuizCabinetView(item: QuizItem): QuizCabinetView {
  return { ...toQuizPublicView(item), updatedAt: item.updatedAt, version: item.version };
}

export function toQuizListItem(item: QuizItem): QuizListItem {
  const { name, customUrl, questions = [], ABTestBool } = item.quiz;
  return {
    _id: item.id,
    name,
    ...(customUrl ? { customUrl } : {}),
    questions: questions.map((question) => ({
      type: question.type,
      question: question.question,
      ...(question.type === 'contacts' && question.contacts
        ? { contacts: { name: { bool: question.contacts.name.bool }, phone: { bool: question.contacts.phone.bool } } }
        : {}),
    })),
    ABTestBool: ABTestBool ?? false,
  };
}
