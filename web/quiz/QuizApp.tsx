// Loads the quiz named in the path (/quiz/{id or custom URL}) when the page came without it, picks the
// visitor's A/B variant once, sets the tab's title, starts the owner's Metrica counters (when there are
// any), and adds the clinic's booking widget when the quiz asks for it. The quiz page function renders
// LoadedQuiz with the quiz it read (prerender/render-page.tsx), and the browser hydrates that (hydrate.tsx).
import { useEffect, useRef, useState } from 'react';
import type { QuizVariant } from '../../shared/domain/quiz/answer-keys';
import type { QuizPublicView } from '../../shared/schemas/quiz';
import { type QuizLoad, loadQuiz } from './quiz-api';
import { imageUrl } from './image-url';
import { startQuizMetrica } from './metric-goals';
import { QuizPage } from './QuizPage';
import { assignedVariant, variantStorage } from './variant';

const DEFAULT_TITLE = 'Онлайн-запись в клинику — ДентЛид';

export const hasAbTest = (quiz: QuizPublicView) => Boolean(quiz.ABTestBool && quiz.ABTestObj);

export function QuizApp({ reference }: { reference: string }) {
  const [load, setLoad] = useState<QuizLoad | undefined>();
  useEffect(() => {
    void loadQuiz(reference).then(setLoad);
  }, [reference]);

  if (!load)
    return (
      <div className="qz-loading" role="status">
        <span className="qz-sr">Загружаем квиз…</span>
      </div>
    );
  if (load.kind === 'missing') return <Notice title="Квиз не найден" text="Проверьте ссылку или спросите её у клиники." />;
  if (load.kind === 'failed') return <Notice title="Не удалось открыть квиз" text={load.message} />;
  return <LoadedQuiz quiz={load.quiz} variant={assignedVariant(load.quiz._id, hasAbTest(load.quiz), variantStorage())} />;
}

interface LoadedQuizProps {
  quiz: QuizPublicView;
  variant: QuizVariant;
  /** The layout the server rendered (phone or not), which hydration starts from. */
  renderedMobile?: boolean;
  /** Called once the page is live (hydrated). */
  onLive?: () => void;
}

export function LoadedQuiz({ quiz, variant, renderedMobile, onLive }: LoadedQuizProps) {
  const live = useRef(onLive);
  useEffect(() => live.current?.(), []);
  useEffect(() => {
    document.title = quiz.nameHeaderSite || quiz.name || DEFAULT_TITLE;
    if (quiz.faviconQuiz) setFavicon(imageUrl(quiz.faviconQuiz));
    startQuizMetrica(quiz.userId);
    if (quiz.widgetInQuiz) addBookingWidget(quiz.userId);
  }, [quiz]);
  return <QuizPage quiz={quiz} variant={variant} renderedMobile={renderedMobile} />;
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <main className="qz-notice">
      <h1>{title}</h1>
      <p>{text}</p>
    </main>
  );
}

/** The clinic's booking widget, opened by the page's own 'Онлайн запись' button (QuizPage.tsx), not a floating one. */
function addBookingWidget(clinicId: string): void {
  if (document.querySelector('script[data-dentlead-widget]')) return;
  const script = document.createElement('script');
  script.src = `/api/js?id=${encodeURIComponent(clinicId)}`;
  script.async = true;
  script.dataset.dentleadWidget = '';
  script.dataset.button = 'none';
  document.body.append(script);
}

/** The clinic's own icon in the browser tab (Настройки → Иконка сайта). */
function setFavicon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]') ?? document.head.appendChild(document.createElement('link'));
  link.rel = 'icon';
  link.href = href;
}
