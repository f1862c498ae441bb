// The public quiz page's own entry (/quiz/{id}): React and the quiz, nothing of the cabinet.
import { createRoot } from 'react-dom/client';
import { QuizApp } from './QuizApp';
import './quiz.css';

const reference = decodeURIComponent(location.pathname.replace(/^\/quiz\//, '').replace(/\/+$/, ''));
const container = document.getElementById('quiz');
if (container) createRoot(container).render(<QuizApp reference={reference} />);
