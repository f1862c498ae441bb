// The rendered quiz page shows its buttons before React listens to them (hydrateRoot runs after the first
// frame). A press in between would be lost, so the page's first script keeps the last button pressed, and
// once the page is live that button is pressed again: the patient's 'Начать' is not in vain.
export function keepEarlyPresses(root: Document): () => HTMLButtonElement | undefined {
  let last: HTMLButtonElement | undefined;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) last = button;
  };
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    return last;
  };
}
