// Entry of the booking widget's own bundle (/widget?id=KEY): no router, no cabinet code, no framework.
// It loads the clinic's data, draws the first step, and tells the loader it is ready.
import { CLINIC_NOT_FOUND_MESSAGE } from '../../shared/schemas/widget';
import { loadWidget } from './api';
import { startWidget } from './app';
import { h, redraw } from './dom';
import { hostPage, onLoaderFocus, tellClose, tellReady } from './host';
import { fetchOwnerMetric, loadMetrica } from '../src/analytics/metrica';
import { installGlobalErrorHandlers } from '../src/errors/reporter';
import './widget.css';

// Uncaught errors and rejections go to POST /api/errors, as in the main app (same limiter and shape).
installGlobalErrorHandlers();

const root = document.getElementById('widget')!;
const host = hostPage(window.location);
document.documentElement.classList.toggle('w-embedded', host.embedded);

if (host.embedded) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') tellClose();
  });
  // The dialog opened, or Tab wrapped round past its last control: the focus goes to the widget's first.
  onLoaderFocus(() => root.querySelector<HTMLElement>('button, [href], input, textarea, [tabindex="0"]')?.focus());
}

async function boot(): Promise<void> {
  if (!host.clinicKey) return failed(CLINIC_NOT_FOUND_MESSAGE, false);
  try {
    const data = await loadWidget(host.clinicKey);
    startWidget(root, data, host);
    // On its own page the widget reports its goal itself (embedded, the clinic's page does).
    if (!host.embedded && !host.preview && data.metricIds.length > 0) void fetchOwnerMetric(host.clinicKey).then(loadMetrica);
  } catch (error) {
    failed((error as Error).message, true);
  }
  tellReady();
}

function failed(message: string, canRetry: boolean): void {
  redraw(
    root,
    h(
      'div',
      { class: 'w-app w-failed', role: 'alert' },
      h('p', null, message),
      canRetry && h('button', { type: 'button', class: 'w-primary', onclick: () => void boot() }, 'Повторить'),
    ),
  );
  tellReady();
}

void boot();
