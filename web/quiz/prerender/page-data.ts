// What the quiz page function puts in the page beside the rendered start screen, for the browser to
// hydrate exactly what was rendered: the quiz (no second request) and the layout it was rendered for.
import type { QuizPublicView } from '../../../shared/schemas/quiz';

export interface QuizPageData {
  quiz: QuizPublicView;
  /** Rendered for a phone (the layout below 450 px), as the edge guessed from the device. */
  mobile: boolean;
}

export const QUIZ_DATA_ELEMENT_ID = 'quiz-data';

/**
 * A <script type="application/json"> the browser never runs. '<', '>' and '&' are escaped as JSON
 * escapes (the same text once parsed), so no text of the quiz can close the element or open a comment;
 * U+2028/U+2029 too, for any reader that takes it for JavaScript.
 */
export function quizDataScript(data: QuizPageData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${QUIZ_DATA_ELEMENT_ID}">${json}</script>`;
}

export function readQuizData(document: Document): QuizPageData | undefined {
  const text = document.getElementById(QUIZ_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as QuizPageData;
  } catch {
    return undefined;
  }
}
