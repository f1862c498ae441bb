// The trailer cost configurator's own entry (/seagull): React and the configurator, nothing of the cabinet.
// seagull.html arrives with the page prerendered (web/seagull/Page.tsx) and this entry's CSS, so it paints
// with no script; React and the page's code load after that first frame and hydrate it (hydrate.tsx).
// Uncaught errors and rejections go to POST /api/errors from the first script on.
import { reportPageErrors } from '../src/errors/uncaught';
import './seagull.css';

reportPageErrors();
requestAnimationFrame(() => requestAnimationFrame(() => void import('./hydrate')));
