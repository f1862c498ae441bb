// The trailer cost configurator's own entry (/seagull): React and the configurator, nothing of the cabinet.
import { createRoot } from 'react-dom/client';
import { SeagullApp } from './SeagullApp';
import './seagull.css';

const container = document.getElementById('seagull');
if (container) createRoot(container).render(<SeagullApp />);
