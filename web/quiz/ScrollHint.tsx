// The scroll-arrow hint (docs/contract/widget-quiz-configurator.md §4): when a page reaches more than 100 px below the window, an
// arrow at the bottom says there is more; it goes after 5 s or at the first scroll. Decorative: the
// content it points at is in the reading order anyway.
import { useEffect, useState } from 'react';

const VIEWPORT_ALLOWANCE_PX = 100;
const SHOWN_MS = 5000;

/** Whether the document reaches further below the window than the allowance. */
function reachesBelowWindow(documentHeight: number, windowHeight: number, scrolled: number): boolean {
  return documentHeight > scrolled + windowHeight + VIEWPORT_ALLOWANCE_PX;
}

/** `page` names the page shown: each new page is measured again. */
export function ScrollHint({ page }: { page: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const hide = () => setShown(false);
    // Measured after the page's first paint, so its content is laid out.
    const frame = requestAnimationFrame(() =>
      setShown(reachesBelowWindow(document.documentElement.scrollHeight, window.innerHeight, window.scrollY)),
    );
    const timer = window.setTimeout(hide, SHOWN_MS);
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', hide);
      setShown(false);
    };
  }, [page]);
  if (!shown) return null;
  return (
    <div className="qz-scroll-hint" aria-hidden="true" data-testid="scroll-hint">
      <svg viewBox="0 0 24 24" width="28" height="28">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </div>
  );
}
