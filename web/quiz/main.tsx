// The public quiz page's own entry (/quiz/{id}): React and the quiz, nothing of the cabinet. Uncaught
// errors and rejections go to POST /api/errors, as from the cabinet and the widget.
import { createRoot } from 'react-dom/client';
import { reportPageErrors } from '../src/errors/uncaught';
import { QuizApp } from './QuizApp';
import './quiz.css';

reportPageErrors();

const reference = decodeURIComponent(location.pathname.replace(/^\/quiz\//, '').replace(/\/+$/, ''));
const container = document.getElementById('quiz');
if (container) createRoot(container).render(<QuizApp reference={reference} />);
