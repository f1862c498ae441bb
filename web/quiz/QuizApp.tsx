// Loads the quiz named in the path (/quiz/{id or custom URL}), picks the visitor's A/B variant once,
// sets the tab's title, starts the owner's Metrica counters (when there are any), and adds the clinic's booking widget when the quiz asks for it.
import { useEffect, useState } from 'react';
import { type QuizLoad, loadQuiz } from './quiz-api';
import { imageUrl } from './image-url';
import { startQuizMetrica } from './metric-goals';
import { QuizPage } from './QuizPage';
import { assignedVariant } from './variant';

const DEFAULT_TITLE = 'Онлайн-запись в клинику — ДентЛид';

export function QuizApp({ reference }: { reference: string }) {
  const [load, setLoad] = useState<QuizLoad | undefined>();
  useEffect(() => {
    void loadQuiz(reference).then(setLoad);
  }, [reference]);
  useEffect(() => {
    if (load?.kind !== 'ok') return;
    document.title = load.quiz.nameHeaderSite || load.quiz.name || DEFAULT_TITLE;
    if (load.quiz.faviconQuiz) setFavicon(imageUrl(load.quiz.faviconQuiz));
    startQuizMetrica(load.quiz.userId);
    if (load.quiz.widgetInQuiz) addBookingWidget(load.quiz.userId);
  }, [load]);

  if (!load)
    return (
      <div className="qz-loading" role="status">
        <span className="qz-sr">Загружаем квиз…</span>
      </div>
    );
  if (load.kind === 'missing') return <Notice title="Квиз не найден" text="Проверьте ссылку или спросите её у клиники." />;
  if (load.kind === 'failed') return <Notice title="Не удалось открыть квиз" text={load.message} />;
  const variant = assignedVariant(load.quiz._id, Boolean(load.quiz.ABTestBool && load.quiz.ABTestObj), storage());
  return <QuizPage quiz={load.quiz} variant={variant} />;
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

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
