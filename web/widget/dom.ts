// A tiny element builder: the widget draws its screens with plain DOM (no framework keeps the bundle
// a fraction of React's size, see docs/widget.md).
export type Child = Node | string | number | false | null | undefined | Child[];

type Handler<E extends Event = Event> = (event: E) => void;

export interface Props {
  class?: string | false;
  /** A stable name for the element, so focus can return to its replacement after a redraw. */
  key?: string;
  onclick?: Handler<MouseEvent>;
  oninput?: Handler<InputEvent>;
  onkeydown?: Handler<KeyboardEvent>;
  onchange?: Handler;
  onerror?: Handler;
  [attribute: string]: unknown;
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') element.className = value as string;
    else if (name === 'key') element.dataset.key = value as string;
    else if (name.startsWith('on')) element.addEventListener(name.slice(2), value as EventListener);
    else if (name in element && !name.includes('-')) (element as unknown as Record<string, unknown>)[name] = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces the content of `root`, keeping keyboard focus on the element with the same key, if any. */
export function redraw(root: HTMLElement, content: Child, focusKey?: string): void {
  const active = document.activeElement as HTMLElement | null;
  const key = focusKey ?? (active && root.contains(active) ? active.dataset.key : undefined);
  const fragment = document.createDocumentFragment();
  append(fragment, [content]);
  root.replaceChildren(fragment);
  if (key) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus({ preventScroll: !focusKey });
}
