// Quiz images on the public page (docs/contract/widget-quiz-configurator.md §7): uploaded through POST /api/quiz/img, they load the
// 0.25 share of their width first and step up (0.33, 0.5, the original) only while their box needs more
// pixels, each step in the same box, so the page does not shift (CLS).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { QuizImageUploadTicket } from '../../shared/schemas/quiz-images';
import { testRuntime } from '../../infra/local/testing/runtime';
import { registerThroughApi, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';

const photo = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function uploadQuizImage(token: string, quizId: string, bytes: Uint8Array): Promise<string> {
  const ticket = await callAs<QuizImageUploadTicket>(token, 'POST', '/api/quiz/img', { id: quizId, contentType: 'image/jpeg' });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const posted = await fetch(new URL(ticket.url, testRuntime().appUrl), { method: 'POST', body: form });
  if (posted.status >= 300) throw new Error(`upload: ${posted.status}`);
  await callAs(token, 'POST', '/api/quiz/img/confirm', { name: ticket.name });
  return ticket.name;
}

async function quizWithImages(): Promise<{ quizId: string; section: string; variant: string }> {
  const token = await registerThroughApi();
  // Images are uploaded for a quiz of the clinic; this one exists only to carry them (saving a quiz comes with the builder).
  const { _id: quizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', { name: 'Черновик' });
  const [section, variant] = await Promise.all([
    uploadQuizImage(token, quizId, await photo({ r: 30, g: 90, b: 160 })),
    uploadQuizImage(token, quizId, await photo({ r: 160, g: 90, b: 30 })),
  ]);
  const { _id } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
    name: 'Квиз с фото',
    rightSectionList: [{ title: 'Наша клиника', img: [section], countImg: 1, height: 100 }],
    questions: [
      { _uid: 'smile', question: 'Какая улыбка вам нравится?', type: 'radio-img', variants: [{ text: 'Естественная', img: variant }] },
      {
        _uid: 'contacts',
        question: 'Контакты',
        type: 'contacts',
        contacts: { name: { bool: true }, email: { bool: false }, phone: { bool: true } },
        connection: [{ text: 'Телефон', bool: true }],
      },
      { _uid: 'thanks', question: 'Спасибо!', type: 'ThankYouPages' },
    ],
  });
  return { quizId: _id, section, variant };
}

/** The sizes the page asked for each image name, in order ('1' for the original). */
function recordImageRequests(page: Page): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/img') return;
    const name = url.searchParams.get('name')!;
    seen.set(name, [...(seen.get(name) ?? []), url.searchParams.get('size') ?? '1']);
  });
  return seen;
}

const imageOf = (page: Page, name: string) => page.locator(`img[src*="${encodeURIComponent(name)}"]`);

describe('progressive quiz images', () => {
  const session = useBrowserSession({ width: 1440, height: 900 });

  it('step up to what their box needs, in a box that never moves', async () => {
    const { quizId, section, variant } = await quizWithImages();
    const page = session.page();
    await page.addInitScript(() => {
      // What CLS counts: shifts not caused by the visitor's own input.
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Element }>;
        }>)
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) => source.node?.className || source.node?.nodeName || '?'),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const requests = recordImageRequests(page);
    await page.goto(session.appUrl(`/quiz/${quizId}`));

    // The right section covers about 720 x 900 px of a 4:3 photo: 1200 px are needed, so every step loads.
    const shown = imageOf(page, section);
    // Its box, taken as soon as it is there (loaded or not), is the box of the original in the end.
    await shown.waitFor({ state: 'attached' });
    const firstBox = await shown.boundingBox();
    await page.locator('.qz-right img[data-step="3"]').waitFor();
    expect(requests.get(section)).toEqual(['0.25', '0.33', '0.5', '1']);
    expect(await shown.boundingBox()).toEqual(firstBox);
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);

    // An answer's picture is about 300 px wide: the 0.25 share (400 px) is enough, nothing more is loaded.
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await page.getByRole('heading', { level: 1, name: 'Какая улыбка вам нравится?' }).waitFor();
    const answerImage = imageOf(page, variant);
    await page.waitForFunction((image) => (image as HTMLImageElement).complete, await answerImage.elementHandle());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requests.get(variant)).toEqual(['0.25']);
    expect(await answerImage.getAttribute('data-step')).toBe('0');

    // Nothing an image holds or overlays moved (the page's own first paint is measured by the bench's CLS).
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts,
    );
    expect(shifts.filter((shift) => shift.sources.some((source) => /IMG|qz-(media|choice)/.test(source)))).toEqual([]);
  });
});
