// The quiz's phone layout below 450 px (docs/contract/widget-quiz-configurator.md §9).
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 449.98px)';

/** `rendered`: the layout the server rendered; hydration starts from it, then follows the viewport. */
export function useMobileLayout(rendered = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => rendered,
  );
}
