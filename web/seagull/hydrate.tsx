// Makes the prerendered configurator live. A transition, so React yields between categories on a slow phone.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SeagullApp } from './SeagullApp';

const container = document.getElementById('seagull');
if (container) startTransition(() => void hydrateRoot(container, <SeagullApp />));
