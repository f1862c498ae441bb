// Drop-off per answer variant (issue 27 §3): for each variant of a choice question, the visitors who
// picked it, of them those who sent a lead, and the share who left without one. A marketer sees which
// answers lose people (a price question's «дорого» losing 80 %) and where to branch or rephrase.
import type { Question } from '../../schemas/quiz';
import type { QuizVariantStats } from '../../schemas/quiz-analytics';
import { optionKey } from './answer-keys';
import { percentOf } from './funnel';

export interface AnswerFigures {
  text: string;
  picks: number;
  leads: number;
  /** (picks − leads) / picks. */
  dropOff: string;
}

export interface QuestionAnswers {
  question: Question;
  answers: AnswerFigures[];
}

/** Each choice question of the variant with its variants' figures over the period. */
export function answerFunnel(questions: readonly Question[], stats: Pick<QuizVariantStats, 'answers'>): QuestionAnswers[] {
  return questions.flatMap((question) => {
    if (!('variants' in question) || !question.variants?.length) return [];
    const answers = question.variants.map((variant) => {
      const { picks = 0, leads = 0 } = stats.answers[optionKey(question, variant)] ?? {};
      // Leads are counted when the thank-you page is; a lost pick beacon must not make a negative drop-off.
      const sent = Math.min(leads, picks);
      return { text: variant.text, picks, leads: sent, dropOff: percentOf(picks - sent, picks) };
    });
    return [{ question, answers }];
  });
}
