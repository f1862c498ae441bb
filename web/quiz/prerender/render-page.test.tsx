// The page the quiz page function answers, from the built quiz.html's shape: the start screen in, the
// quiz's text escaped wherever it lands (markup, title, the inlined data), both variants when A/B is on.
import type { QuizPublicView } from '../../../shared/schemas/quiz';
import { renderQuizPage } from './render-page';

const BUILT = `<!doctype html>
<html lang="ru">
  <head><title>Онлайн-запись в клинику — ДентЛид</title></head>
  <body><div id="quiz"></div><script type="module" src="/assets/quiz-x.js"></script></body>
</html>`;
const HOSTILE = '</script><script>alert(1)</script><!-- $& $1';

const quiz = (fields: Partial<QuizPublicView> = {}): QuizPublicView =>
  ({ _id: 'q1', userId: 'u1', name: 'Квиз', header: 'Узнайте цену', nextButton: 'Начать', questions: [], ...fields }) as QuizPublicView;

const dataOf = (page: string) => JSON.parse(/<script type="application\/json" id="quiz-data">(.*?)<\/script>/s.exec(page)![1]!);

describe('the rendered quiz page', () => {
  it('holds the start screen, the data it was rendered from, and the title', () => {
    const page = renderQuizPage(BUILT, { quiz: quiz({ nameHeaderSite: 'Цены «Улыбки»' }), mobile: false })!;
    expect(page).toContain('<html lang="ru" data-rendered>');
    expect(page).toContain('<h1>Узнайте цену</h1>');
    expect(page).toMatch(/<button type="button" class="qz-button">Начать<\/button>/);
    expect(page).toContain('<title>Цены «Улыбки»</title>');
    expect(dataOf(page)).toEqual({ quiz: quiz({ nameHeaderSite: 'Цены «Улыбки»' }), mobile: false });
    expect(page).toContain('<script type="module" src="/assets/quiz-x.js"></script>');
  });

  it("keeps the quiz's text text: no element, comment or replacement pattern of it survives", () => {
    const hostile = quiz({ name: HOSTILE, nameHeaderSite: HOSTILE, header: HOSTILE });
    const page = renderQuizPage(BUILT, { quiz: hostile, mobile: true })!;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<!-- $&');
    expect(page.match(/<\/script>/g)).toHaveLength(2); // the data's own and the page's module script
    expect(dataOf(page).quiz.header).toBe(HOSTILE);
    expect(page).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- $&amp; $1</title>');
  });

  it('renders both variants while A/B is on, naming the quiz on <html> for the choice', () => {
    const ab = quiz({ ABTestBool: true, ABTestObj: { header: 'Вариант Б' } });
    const page = renderQuizPage(BUILT, { quiz: ab, mobile: false })!;
    expect(page).toContain('<html lang="ru" data-rendered data-quiz-ab="q1">');
    expect(page).toMatch(/<div id="quiz">.*<h1>Узнайте цену<\/h1>.*<\/div><div id="quiz-ab">.*<h1>Вариант Б<\/h1>/s);
  });

  it('renders the phone layout for a phone', () => {
    expect(renderQuizPage(BUILT, { quiz: quiz(), mobile: true })).toContain('class="qz qz-mobile qz-at-start"');
    expect(renderQuizPage(BUILT, { quiz: quiz(), mobile: false })).toContain('class="qz qz-at-start"');
  });

  it('leaves a page it does not know alone', () => {
    expect(renderQuizPage('<html lang="ru"><body><main></main></body></html>', { quiz: quiz(), mobile: false })).toBeUndefined();
  });
});
