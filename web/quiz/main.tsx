// The public quiz page's own entry (/quiz/{id}): nothing of the cabinet. The page arrives with its start
// screen rendered by the quiz page function (GET /api/quiz/page) and all of the quiz's CSS, so it paints
// with no script; React and the quiz load after that first frame and hydrate it (hydrate.tsx), pressing
// again a button pressed meanwhile. Uncaught errors and rejections go to POST /api/errors from the first script on.
import { reportPageErrors } from '../src/errors/uncaught';
import { chooseRenderedVariant } from './choose-variant';
import { keepEarlyPresses } from './early-presses';
import './quiz.css';
import './estimate.css';
import './scroll-hint.css';

reportPageErrors();
chooseRenderedVariant(document.documentElement);
const earlyPress = keepEarlyPresses(document);
requestAnimationFrame(() => requestAnimationFrame(() => void import('./hydrate').then(({ startQuiz }) => startQuiz(earlyPress))));
