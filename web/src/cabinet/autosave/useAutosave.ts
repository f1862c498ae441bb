// Binds an Autosaver to a screen: feeds it the form's content on every render where it changed,
// and flushes waiting edits when the screen unmounts (navigation inside the app) and when the page
// is hidden or left (tab closed, reload), with keepalive so the request outlives the page.
import { useEffect, useRef, useState } from 'react';
import { Autosaver, type AutosaveStatus, type SaveContext } from './autosaver';

interface UseAutosaveOptions<Value, Answer> {
  /** The form's content; undefined while the server's data is awaited (nothing is saved then). */
  value: Value | undefined;
  save: (value: Value, context: SaveContext) => Promise<Answer>;
  onSaved?: (answer: Answer, saved: Value, latest: boolean) => void;
  fingerprint?: (value: Value) => string;
  delayMs?: number;
}

export interface AutosaveHandle<Value> {
  status: AutosaveStatus;
  error: unknown;
  /** Saves waiting edits now. */
  flush: () => Promise<void>;
  /** Content from the server becomes the saved baseline (e.g. the normalised answer of a save). */
  reset: (value: Value) => void;
}

export function useAutosave<Value, Answer = unknown>(options: UseAutosaveOptions<Value, Answer>): AutosaveHandle<Value> {
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const saverRef = useRef<Autosaver<Value, Answer> | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(undefined);

  if (saverRef.current === null && options.value !== undefined) {
    saverRef.current = new Autosaver<Value, Answer>({
      initial: options.value,
      delayMs: options.delayMs,
      fingerprint: options.fingerprint,
      save: (value, context) => latestOptions.current.save(value, context),
      onSaved: (answer, saved, latest) => latestOptions.current.onSaved?.(answer, saved, latest),
    });
  }
  const saver = saverRef.current;

  useEffect(() => {
    if (!saver) return;
    const unsubscribe = saver.subscribe((next) => {
      setStatus(next);
      setError(saver.error);
    });
    const hide = () => void saver.flush({ keepalive: true });
    const onVisibility = () => document.visibilityState === 'hidden' && hide();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the screen: whatever waits is sent now rather than lost.
      void saver.flush({ keepalive: true });
    };
  }, [saver]);

  useEffect(() => {
    if (saver && options.value !== undefined) saver.change(options.value);
  }, [saver, options.value]);

  return {
    status,
    error,
    flush: () => saver?.flush() ?? Promise.resolve(),
    reset: (value) => saver?.reset(value),
  };
}
