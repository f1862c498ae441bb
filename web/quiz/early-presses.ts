// The rendered quiz page shows its buttons before React listens to them (hydrateRoot runs after the first
// frame). A press in between would be lost, so the page's first script keeps the last one, a button
// clicked or Enter (which starts the quiz from anywhere on its start page), and once the page is live it
// is made again: the patient's 'Начать' is not in vain.
export type Replay = () => void;

export function keepEarlyPresses(root: Document): () => Replay {
  let replay: Replay = () => {};
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) replay = () => button.isConnected && button.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter on a button clicks it (kept above); elsewhere it is the page's own key.
    if (event.key !== 'Enter' || (event.target instanceof Element && event.target.closest('button'))) return;
    const target = event.target instanceof Node && event.target.isConnected ? event.target : root;
    replay = () => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('keydown', onKeyDown, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('keydown', onKeyDown, true);
    return replay;
  };
}
