// The public quiz page as the quiz page function answers it (functions/domain/quizzes/quiz-page.ts):
// the built quiz.html with the start screen rendered in by the very components the browser hydrates
// (QuizApp with the quiz already loaded), both variants' when A/B is on, the quiz's data inlined and the
// tab's title set. Every text of the quiz goes through React's escaping or the JSON script's, and the
// reference of the path is never written into the page.
import { renderToString } from 'react-dom/server';
import type { QuizVariant } from '../../../shared/domain/quiz/answer-keys';
import { hasAbTest, LoadedQuiz } from '../QuizApp';
import { AB_QUIZ_ATTRIBUTE, CONTAINER_IDS, RENDERED_ATTRIBUTE } from './containers';
import { type QuizPageData, quizDataScript } from './page-data';

/** Where the rendered screen goes in the built quiz.html. */
const EMPTY_CONTAINER = `<div id="${CONTAINER_IDS.quiz}"></div>`;
const HTML_START = '<html lang="ru">';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The page, or undefined when the built quiz.html is not the one this code renders into (its script then loads the quiz). */
export function renderQuizPage(builtPage: string, data: QuizPageData): string | undefined {
  if (!builtPage.includes(EMPTY_CONTAINER) || !builtPage.includes(HTML_START)) return undefined;
  const { quiz } = data;
  const variants: QuizVariant[] = hasAbTest(quiz) ? ['quiz', 'abTest'] : ['quiz'];
  const containers = variants
    .map(
      (variant) =>
        `<div id="${CONTAINER_IDS[variant]}">${renderToString(<LoadedQuiz quiz={quiz} variant={variant} renderedMobile={data.mobile} />)}</div>`,
    )
    .join('');
  const htmlStart = `<html lang="ru" ${RENDERED_ATTRIBUTE}${variants.length > 1 ? ` ${AB_QUIZ_ATTRIBUTE}="${escapeHtml(quiz._id)}"` : ''}>`;
  const title = quiz.nameHeaderSite || quiz.name;
  // Replacer functions: the quiz's own text may hold '$&' and the like, which a replacement string would expand.
  return builtPage
    .replace(HTML_START, () => htmlStart)
    .replace(/<title>[^<]*<\/title>/, (built) => (title ? `<title>${escapeHtml(title)}</title>` : built))
    .replace(EMPTY_CONTAINER, () => containers + quizDataScript(data));
}
