import { quizPage } from '../../domain/quizzes/quiz-page';
import { httpHandler, TextAnswer } from '../../http/handler';
import { quizPage as quizPageRow } from '../../routes/quiz';

/** CloudFront's device guess (the /quiz/* cache key forwards it); locally, the browser's user agent. */
function isPhone(headers: Record<string, string | undefined>): boolean {
  const guess = headers['cloudfront-is-mobile-viewer'];
  return guess !== undefined ? guess === 'true' : /Mobi|iPhone|Android/i.test(headers['user-agent'] ?? '');
}

export const handler = httpHandler(quizPageRow, async ({ query, headers }) => {
  const page = await quizPage(query.id, isPhone(headers));
  return new TextAnswer(page.status, page.html, { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl });
});
