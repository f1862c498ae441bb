// What the widget in its iframe tells the loader on the clinic's page (window.postMessage).
// The loader accepts a message only from its own iframe and the site's origin.

export const LOADER_MESSAGE_TYPE = 'dentlead';

/** The loader's one message to the widget: put the focus on your first control (the dialog opened, or Tab wrapped round). */
export type WidgetMessage = { type: typeof LOADER_MESSAGE_TYPE; action: 'focus' };

export type LoaderMessage =
  | { type: typeof LOADER_MESSAGE_TYPE; action: 'ready' }
  | { type: typeof LOADER_MESSAGE_TYPE; action: 'close' }
  /** The host page owns the Metrica counters (ym), so the goal is reached there. */
  | { type: typeof LOADER_MESSAGE_TYPE; action: 'goal'; goal: string; counters: number[] };

declare global {
  interface Window {
    /** Yandex Metrica's counter function, when the page has the counter script. */
    ym?: (counter: number, action: 'reachGoal', goal: string) => void;
  }
}
