// The loader a clinic pastes on its site: <script src="https://<site>/api/js?id=KEY" async></script>.
// Plain script, no framework; built by web/loader/build.ts into an IIFE the /api/js function serves
// with the clinic's key (see functions/domain/widget/loader-script.ts). Budget: 1.6 KB gzipped (1.5 KB
// before the dialog kept the focus inside and closed on Back).
//
// It does nothing until the browser is idle, then draws the floating 'Онлайн запись' button inside a
// shadow root (the host page's CSS cannot reach it, and a fixed element causes no layout shift).
// A click on it, or on any element of the page with the attribute `data-dentlead-open`, opens the
// widget (<site>/widget?id=KEY&embed=1) in an iframe over a panel that already has its final size and
// a skeleton, so nothing jumps when the widget arrives. The widget talks back by postMessage only
// (no cookies, so blocked third-party cookies change nothing): 'ready' hides the skeleton, 'close'
// closes, 'goal' reports a Yandex Metrica goal to the page's own counters; the loader tells the widget
// 'focus' to put the focus on its first control (on opening, and when Tab wraps round).
//
// A modal dialog: Tab and Shift+Tab stay inside (two focusable sentinels around the panel send the focus
// back round: a focus-trap library cannot see into the iframe, and this costs a few bytes), Escape and
// the browser's Back close it (a history entry is added on opening), and the focus returns to the
// button that opened it. Pasted twice, the script runs once. A page that places its own opener asks for
// no floating button with `data-button="none"` on the script (the public quiz does: a fixed button would
// cover the quiz's own controls on a phone).
import { LOADER_MESSAGE_TYPE, type LoaderMessage } from './messages';

declare const CLINIC_KEY: string;

const script = document.currentScript as HTMLScriptElement | null;
const origin = new URL(script?.src || location.href).origin;

const CSS =
  ':host{all:initial}' +
  '.b{position:fixed;right:24px;bottom:24px;z-index:2147483000;border:0;border-radius:28px;padding:16px 24px;font:600 16px system-ui,sans-serif;color:#fff;background:#2563eb;box-shadow:0 8px 24px #2563eb66;cursor:pointer}' +
  '.o{position:fixed;inset:0;z-index:2147483001;background:#0d0c1499;display:flex;justify-content:flex-end;align-items:center;padding:24px}' +
  '.p{position:relative;width:440px;height:min(760px,100%);border-radius:20px;overflow:hidden;background:#fff}' +
  'iframe{position:absolute;inset:0;width:100%;height:100%;border:0;opacity:0}' +
  '.r iframe{opacity:1}.r .s{display:none}' +
  '.s{padding:24px}.s i{display:block;height:56px;margin:0 0 14px;border-radius:12px;background:#eef0f5;animation:m .8s infinite alternate}' +
  '@keyframes m{to{opacity:.4}}' +
  '.x{position:absolute;top:14px;right:14px;width:36px;height:36px;border:0;border-radius:18px;background:#f1f2f6;font:22px system-ui;cursor:pointer}' +
  '@media (max-width:770px){.o{padding:0}.p{width:100%;height:100%;border-radius:0}}';

let root: ShadowRoot | undefined;
let overlay: HTMLDivElement | undefined;
let frame: HTMLIFrameElement | undefined;
let opener: Element | null = null;
let floating: HTMLButtonElement | undefined;
let overflow = '';
let closer: HTMLButtonElement;

const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  element.className = className;
  parent.appendChild(element);
  return element;
};

function mount(): ShadowRoot {
  if (root) return root;
  const host = document.createElement('div');
  host.setAttribute('data-dentlead', '');
  root = host.attachShadow({ mode: 'open' });
  make('style', '', root).textContent = CSS;
  (document.body ?? document.documentElement).appendChild(host);
  return root;
}

function drawButton(): void {
  const button = (floating = make('button', 'b', mount()));
  button.type = 'button';
  button.textContent = 'Онлайн запись';
  button.onclick = () => open(button);
}

function open(from: Element | null): void {
  opener = from;
  if (!overlay) {
    overlay = make('div', 'o', mount());
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Онлайн запись');
    overlay.onclick = (event) => event.target === overlay && close();
    sentinel(() => closer.focus());
    const panel = make('div', 'p', overlay);
    const skeleton = make('div', 's', panel);
    for (let i = 0; i < 6; i++) make('i', '', skeleton);
    frame = make('iframe', '', panel);
    frame.title = 'Онлайн запись';
    frame.src = `${origin}/widget?id=${encodeURIComponent(CLINIC_KEY)}&embed=1&url=${encodeURIComponent(location.href)}`;
    closer = make('button', 'x', panel);
    closer.type = 'button';
    closer.textContent = '×';
    closer.setAttribute('aria-label', 'Закрыть');
    closer.onclick = () => close();
    sentinel(focusWidget);
  }
  overlay.style.display = '';
  if (floating) floating.hidden = true;
  overflow = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden';
  history.pushState({ dentlead: 1 }, '');
  focusWidget();
}

function sentinel(onFocus: () => void): void {
  const element = make('i', '', overlay!);
  element.tabIndex = 0;
  element.onfocus = onFocus;
}

function focusWidget(): void {
  frame!.focus();
  frame!.contentWindow!.postMessage({ type: LOADER_MESSAGE_TYPE, action: 'focus' }, origin);
}

/** `fromHistory`: Back was pressed, the entry is gone already; otherwise it is taken back. */
function close(fromHistory?: boolean): void {
  if (!overlay || overlay.style.display === 'none') return;
  overlay.style.display = 'none';
  if (floating) floating.hidden = false;
  document.documentElement.style.overflow = overflow;
  if (!fromHistory && history.state?.dentlead) history.back();
  (opener as HTMLElement | null)?.focus?.();
}

function onMessage(event: MessageEvent<LoaderMessage>): void {
  const message = event.data;
  if (event.origin !== origin || event.source !== frame?.contentWindow || message?.type !== LOADER_MESSAGE_TYPE) return;
  if (message.action === 'ready') {
    frame.parentElement!.classList.add('r');
    if (overlay!.style.display === '') focusWidget();
  }
  if (message.action === 'close') close();
  if (message.action === 'goal') for (const counter of message.counters) window.ym?.(counter, 'reachGoal', message.goal);
}

declare global {
  interface Window {
    dentleadLoaded?: 1;
  }
}

if (!window.dentleadLoaded) {
  window.dentleadLoaded = 1;
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.('[data-dentlead-open]');
    if (!trigger) return;
    event.preventDefault();
    open(trigger);
  });
  document.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  addEventListener('popstate', () => close(true));
  addEventListener('message', onMessage);
  if (script?.dataset.button !== 'none') {
    if ('requestIdleCallback' in window) requestIdleCallback(drawButton, { timeout: 3000 });
    else setTimeout(drawButton, 200);
  }
}
