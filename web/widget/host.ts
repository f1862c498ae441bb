// The widget's link to the page around it: the clinic's page when the loader embeds it (?embed=1, with
// the page's address in ?url=), or the widget's own page. Messages to the loader are documented in
// web/loader/messages.ts. No cookies or storage: it works with third-party cookies blocked.
import { LOADER_MESSAGE_TYPE, type LoaderMessage, type WidgetMessage } from '../loader/messages';
import { reachMetricGoal } from '../src/analytics/metrica';
import { utmLines } from '../src/analytics/utm';
import type { DeviceType } from '../../shared/schemas/ticket';
import { metricGoals } from '../../shared/domain/metric-goals';

export const APPLICATION_GOAL = metricGoals.application;

export interface HostPage {
  clinicKey: string;
  embedded: boolean;
  /** The cabinet's preview on /setting (?preview=1): everything works, but nothing is sent. */
  preview: boolean;
  /** The page the patient booked from (the clinic's page when embedded). */
  url: string;
  utm: string;
}

export function hostPage(location: Location): HostPage {
  const params = new URLSearchParams(location.search);
  const embedded = params.get('embed') === '1' && window.parent !== window;
  let url = location.href;
  const given = params.get('url');
  if (embedded && given) {
    try {
      url = new URL(given).href;
    } catch {
      url = given;
    }
  }
  let search = '';
  try {
    search = new URL(url).search;
  } catch {
    search = '';
  }
  return {
    clinicKey: params.get('id') ?? '',
    embedded,
    preview: params.get('preview') === '1',
    url: url.slice(0, 2000),
    utm: utmLines(search),
  };
}

function tell(message: LoaderMessage): void {
  window.parent.postMessage(message, '*');
}

/** The loader's 'focus' message (only from the page that embeds this widget). */
export function onLoaderFocus(focus: () => void): void {
  window.addEventListener('message', (event: MessageEvent<WidgetMessage>) => {
    if (event.source === window.parent && event.data?.type === LOADER_MESSAGE_TYPE && event.data.action === 'focus') focus();
  });
}

export const tellReady = () => tell({ type: LOADER_MESSAGE_TYPE, action: 'ready' });
export const tellClose = () => tell({ type: LOADER_MESSAGE_TYPE, action: 'close' });

/** Reports the goal to every Metrica counter: through the loader (the counters live on the clinic's page) or here. */
export function reachGoal(counters: readonly number[], embedded: boolean): void {
  if (counters.length === 0) return;
  if (embedded) tell({ type: LOADER_MESSAGE_TYPE, action: 'goal', goal: APPLICATION_GOAL, counters: [...counters] });
  else reachMetricGoal(counters, APPLICATION_GOAL);
}

export function deviceType(userAgent = navigator.userAgent): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'Планшет';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'Телефон';
  if (/Windows|Macintosh|Linux|CrOS/i.test(userAgent)) return 'Компьютер';
  return 'не определено';
}
