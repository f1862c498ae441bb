// An 'information' question with a picture (issue 22 §3 said it cannot have one), end to end in Chromium: on a
// stored information page of a quiz (as the demo questionnaire's), the builder uploads the picture at
// 'Картинка вопроса', the autosave keeps it, and the public page shows it, loaded, inside the window and
// nothing cut off, with the question's explanation, at 1440 and 390 px; axe on both.
import sharp from 'sharp';
import type { QuizCabinetView } from '../../shared/schemas/quiz-cabinet';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';
import { eventually } from './clinic-support';
import { cutOffContent } from './cut-off';
import { dentalQuizBody } from '../../functions/test/quiz-support';

const session = useBrowserSession({ width: 1440, height: 900 });
const QUESTION = 'Как проходит имплантация';
const EXPLANATION = 'Врач ставит имплант за один визит, без боли';

let quizId = '';
let picture = '';

describe("an 'information' question's picture", () => {
  it('is uploaded in the builder for a stored information page and kept by the save', async () => {
    const token = await registerThroughApi();
    // The dental quiz's first question, then the information page, then its contacts and thank-you page.
    const { questions, ...quiz } = dentalQuizBody('Имплантация');
    const information = { _uid: 'info', question: QUESTION, type: 'information', paragraph: EXPLANATION };
    ({ _id: quizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
      ...quiz,
      questions: [questions[0], information, ...questions.slice(3)],
    }));
    const page = session.page();
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(quizId)}/questions`));
    await page.getByRole('button', { name: /^2\. / }).click();
    const field = page.getByRole('group', { name: 'Картинка вопроса 2', exact: true });
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    await field
      .getByTestId('quiz-image-input')
      .setInputFiles({ name: 'clinic.jpg', mimeType: 'image/jpeg', buffer: image }, { timeout: 60_000 });
    await field.getByRole('button', { name: 'Удалить: Картинка вопроса 2', exact: true }).waitFor();
    const storedPage = (quiz: QuizCabinetView) =>
      (quiz.questions ?? []).flatMap((question) =>
        question.type === 'information' && question.question === QUESTION ? [question] : [],
      )[0];
    const stored = await eventually(
      () => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(quizId)}`),
      (quiz) => Boolean(storedPage(quiz)?.information && storedPage(quiz)?.paragraph),
    );
    picture = storedPage(stored)?.information ?? '';
    expect(picture).toMatch(/\.jpg$/);
  }, 120_000);

  it.each([
    ['1440', { width: 1440, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ])('is shown on the public page at %s px, loaded and whole, with the explanation', async (_size, viewport) => {
    const page = session.page();
    await page.setViewportSize(viewport);
    await page.goto(session.appUrl(`/quiz/${encodeURIComponent(quizId)}`));
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await page.getByRole('radio', { name: 'Боль' }).check();
    await page.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
    const shown = page.locator(`img[src*="${encodeURIComponent(picture)}"]`);
    await shown.waitFor();
    await page.waitForFunction(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      await shown.elementHandle(),
    );
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.getByText(EXPLANATION).waitFor();
    await expect(cutOffContent(page)).resolves.toEqual([]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});
