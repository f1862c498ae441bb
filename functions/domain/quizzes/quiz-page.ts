// The public quiz page (/quiz/{id or custom URL}, issue 25 §4): the quiz read once (as GET /api/quiz
// reads it) and its start screen rendered into the built quiz.html (web/quiz/prerender/render-page.tsx),
// so the page paints before any script. The answer is the edge's to keep a minute per ref and device kind
// (web-stack.ts), so a published change shows within that; each miss costs one read.
//
// A ref that names no quiz gets the site's 404 page with status 404 (kept at the edge as long). When the
// quiz cannot be read, or the built page is not one this code renders into, the page goes as built,
// uncached: its own script loads the quiz, as before.
import * as core from 'zod/v4/core';
import { quizRefQuerySchema } from '../../../shared/schemas/quiz';
import { renderQuizPage } from '../../../web/quiz/prerender/render-page';
import { NOT_FOUND_FILE } from '../../../web/src/routing/site-paths';
import { siteFile } from '../../clients/site-files';
import { logger } from '../../logger';
import { findPublicQuiz, publicViewOf } from './read-quiz';

const BUILT_PAGE = '/quiz.html';
/** The edge keeps a page a minute (a published change shows within that); browsers revalidate. */
const EDGE_CACHED = 'public, max-age=0, s-maxage=60';

export interface QuizPage {
  status: 200 | 404;
  html: string;
  cacheControl: string;
}

/** `mobile`: the device is a phone (CloudFront's guess), so the phone layout is rendered. */
export async function quizPage(ref: string | undefined, mobile: boolean): Promise<QuizPage> {
  const parsed = core.safeParse(quizRefQuerySchema, { id: ref });
  if (!parsed.success) return notFoundPage();
  const [builtPage, read] = await Promise.all([siteFile(BUILT_PAGE), readQuiz(parsed.data.id)]);
  if (read.kind === 'missing') return notFoundPage();
  const rendered = read.kind === 'found' ? renderQuizPage(builtPage, { quiz: read.quiz, mobile }) : undefined;
  if (rendered === undefined) return { status: 200, html: builtPage, cacheControl: 'no-store' };
  return { status: 200, html: rendered, cacheControl: EDGE_CACHED };
}

async function notFoundPage(): Promise<QuizPage> {
  return { status: 404, html: await siteFile(NOT_FOUND_FILE, 404), cacheControl: EDGE_CACHED };
}

type QuizRead = { kind: 'found'; quiz: Awaited<ReturnType<typeof publicViewOf>> } | { kind: 'missing' } | { kind: 'failed' };

async function readQuiz(ref: string): Promise<QuizRead> {
  try {
    const item = await findPublicQuiz(ref);
    return item ? { kind: 'found', quiz: await publicViewOf(item) } : { kind: 'missing' };
  } catch (error) {
    logger.warn('the quiz page went unrendered: the quiz could not be read', { error: error as Error });
    return { kind: 'failed' };
  }
}
