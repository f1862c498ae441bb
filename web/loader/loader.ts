// The loader a clinic pastes on its site: <script src="https://<site>/api/js?id=KEY" async></script>.
// Plain script, no framework; built by web/loader/build.ts into an IIFE the /api/js function serves
// with the clinic's key (see functions/domain/widget/loader-script.ts). Budget: 1.2 KB gzipped
// (web/build-split.build.test.ts), below every peer's: it is paid on every page of every clinic's site, so
// what the browser does natively (a modal <dialog>) and what the widget's page can do itself (its
// loading state, its error reports) is not written here.
//
// It does nothing until the browser is idle, then draws the floating 'Онлайн запись' button inside a
// shadow root (the host page's CSS cannot reach it, and a fixed element causes no layout shift).
// A click on it, or on any element of the page with the attribute `data-dentlead-open`, opens the
// widget (<site>/widget?id=KEY&embed=1) in an iframe filling a panel of its final size at once, so
// nothing jumps; the widget's page paints its own loading state (widget.html) and reports its own
// errors. The widget talks back by postMessage only (no cookies, so blocked third-party cookies change
// nothing): 'ready' (the focus goes in), 'close', 'goal' (a Yandex Metrica goal for the page's own
// counters); the loader tells the widget 'focus' to put the focus on its first control (on opening,
// and when Tab wraps round).
//
// The panel is a modal <dialog> (showModal): the browser keeps it above everything, makes the page
// behind it inert, draws the backdrop, closes it on Escape and gives the focus back to what opened
// it. Two focusable sentinels around the iframe and the close button send Shift+Tab from the widget to
// the close button and Tab past it back to the widget's first control (the browser alone would stop
// once on the page's body between them). The browser's Back closes it too (a history entry is added on opening). Pasted twice,
// the script runs once. A page that places its own opener asks for no floating button with
// `data-button="none"` on the script (the public quiz does: a fixed button would cover the quiz's own
// controls on a phone).
import { LOADER_MESSAGE_TYPE, type LoaderMessage } from './messages';

declare const CLINIC_KEY: string;

const TITLE = 'Онлайн запись';
// A classic script (async or inserted) always has its element here; its address names the site.
const script = document.currentScript as HTMLScriptElement;
const origin = new URL(script.src).origin;

declare global {
  interface Window {
    dentleadLoaded?: 1;
  }
}

// The host is fixed at the corner and on top of the page: the button sits in it, the dialog is in the
// browser's top layer.
const CSS =
  ':host{all:initial;position:fixed;right:24px;bottom:24px;z-index:2147483000}' +
  '*{border:0}button{cursor:pointer;font:600 16px system-ui}' +
  '.b{border-radius:28px;padding:16px 24px;color:#fff;background:#2563eb}' +
  'dialog{width:440px;height:760px;margin-right:24px;padding:0;border-radius:20px;overflow:hidden}' +
  '::backdrop{background:#0009}' +
  'iframe{width:100%;height:100%}' +
  'dialog>button{position:absolute;top:16px;right:16px;width:36px;height:36px;border-radius:28px;background:#f1f2f6;font-size:22px}' +
  '@media(max-width:770px){dialog{margin:0;min-width:100%;min-height:100%;border-radius:0}}';

let root: ShadowRoot;
let dialog: HTMLDialogElement | undefined;
let frame: HTMLIFrameElement;

const make = <K extends keyof HTMLElementTagNameMap>(tag: K, parent: Node = root): HTMLElementTagNameMap[K] =>
  parent.appendChild(document.createElement(tag));

function mount(): void {
  if (root) return;
  // On <html>, not <body>: an async script may draw before the parser has reached <body>.
  const host = make('div', document.documentElement);
  host.dataset.dentlead = '';
  root = host.attachShadow({ mode: 'open' });
  make('style').textContent = CSS;
}

function drawButton(): void {
  mount();
  const button = make('button');
  button.className = 'b';
  button.textContent = TITLE;
  button.onclick = open;
}

function open(): void {
  if (!dialog) {
    mount();
    dialog = make('dialog');
    dialog.ariaLabel = TITLE;
    dialog.onclick = (event) => event.target === dialog && close();
    dialog.onclose = closed;
    const sentinel = (onfocus: () => void) => Object.assign(make('i', dialog), { tabIndex: 0, onfocus });
    sentinel(() => closer.focus());
    frame = make('iframe', dialog);
    frame.title = TITLE;
    // The key needs no encoding: /api/js takes only letters, digits, '_' and '-' (loader-script.ts).
    frame.src = `${origin}/widget?id=${CLINIC_KEY}&embed=1&url=${encodeURIComponent(location.href)}`;
    const closer = make('button', dialog);
    closer.textContent = '×';
    closer.ariaLabel = 'Закрыть';
    closer.onclick = close;
    sentinel(focusWidget);
  }
  dialog.showModal();
  history.pushState(LOADER_MESSAGE_TYPE, '');
  focusWidget();
}

function focusWidget(): void {
  frame.focus();
  frame.contentWindow!.postMessage({ type: LOADER_MESSAGE_TYPE, action: 'focus' }, origin);
}

const close = () => dialog?.close();

/** However it closed (Escape, the button, the backdrop, the widget): the history entry it added goes too. */
function closed(): void {
  if (history.state === LOADER_MESSAGE_TYPE) history.back();
}

function onMessage({ data, origin: from, source }: MessageEvent<LoaderMessage>): void {
  if (from !== origin || source !== frame?.contentWindow || data?.type !== LOADER_MESSAGE_TYPE) return;
  if (data.action === 'ready' && dialog!.open) focusWidget();
  if (data.action === 'close') close();
  if (data.action === 'goal') for (const counter of data.counters) window.ym?.(counter, 'reachGoal', data.goal);
}

if (!window.dentleadLoaded) {
  window.dentleadLoaded = 1;
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element).closest('[data-dentlead-open]');
    if (trigger) {
      event.preventDefault();
      open();
    }
  });
  addEventListener('popstate', close);
  addEventListener('message', onMessage);
  if (script.dataset.button !== 'none') (window.requestIdleCallback ?? setTimeout)(drawButton, { timeout: 3000 });
}
