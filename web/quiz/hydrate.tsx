// Makes the quiz page live. A rendered page holds the start screen of each variant it was rendered with
// and the data it was rendered from: React hydrates the visitor's variant (chosen by main.tsx), the other
// one goes, and a button pressed before React listened is pressed again. A page without the data (the
// function could not read the quiz) is rendered here from GET /api/quiz, as before.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderedVariant } from './choose-variant';
import type { Replay } from './early-presses';
import { CONTAINER_IDS, LIVE_ATTRIBUTE } from './prerender/containers';
import { readQuizData } from './prerender/page-data';
import { LoadedQuiz, QuizApp } from './QuizApp';

export function startQuiz(takeEarlyPress: () => Replay): void {
  const data = readQuizData(document);
  if (!data) {
    takeEarlyPress();
    const reference = decodeURIComponent(location.pathname.replace(/^\/quiz\//, '').replace(/\/+$/, ''));
    const container = document.getElementById(CONTAINER_IDS.quiz);
    if (container) createRoot(container).render(<QuizApp reference={reference} />);
    return;
  }
  const variant = renderedVariant(document.documentElement);
  for (const [each, id] of Object.entries(CONTAINER_IDS)) if (each !== variant) document.getElementById(id)?.remove();
  const container = document.getElementById(CONTAINER_IDS[variant]);
  if (!container) return;
  // From here React replays what is pressed while it hydrates; what came before is ours to press again.
  const replayEarlyPress = takeEarlyPress();
  const live = () => {
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
    replayEarlyPress();
  };
  // A transition, as /seagull's: React yields while it hydrates, so a slow phone is not blocked meanwhile.
  startTransition(
    () => void hydrateRoot(container, <LoadedQuiz quiz={data.quiz} variant={variant} renderedMobile={data.mobile} onLive={live} />),
  );
}
