// Binds an Autosaver to a screen: feeds it the form's content on every render where it changed,
// and flushes waiting edits when the screen unmounts (navigation inside the app) and when the page
// is hidden or left (tab closed, reload), with keepalive so the request outlives the page.
// A screen that names what it edits (`sharedAs`) keeps up with saves made elsewhere: a save here tells
// this browser's other tabs (BroadcastChannel), and a tab told so, or shown again (a colleague may
// have saved), shows the fresh copy when nothing of its own waits to be saved (Autosaver.catchUp).
import { useEffect, useRef, useState } from 'react';
import { EDIT_CONFLICT_CODE } from '../../../../shared/schemas/edit-version';
import { ApiError } from '../../api/client';
import { Autosaver, type AutosaveStatus, type ConflictOutcome, type SaveContext, type Versioning } from './autosaver';

interface UseAutosaveOptions<Value, Answer, Version = number> {
  /** The form's content; undefined while the server's data is awaited (nothing is saved then). */
  value: Value | undefined;
  save: (value: Value, context: SaveContext<Version>) => Promise<Answer>;
  onSaved?: (answer: Answer, saved: Value, latest: boolean) => void;
  fingerprint?: (value: Value) => string;
  /** For versioned items: the version of the first value and how to merge after a 409 (see autosaver.ts). */
  versioning?: Omit<Versioning<Value, Answer, Version>, 'isStale'>;
  /** What is edited, e.g. 'quiz:<id>': tabs editing the same name hear each other's saves (versioned screens). */
  sharedAs?: string;
  delayMs?: number;
}

const SAVES_CHANNEL = 'dentlead-autosave';

/** The API's answer to a save based on an older version than the stored one. */
export const isStaleEdit = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { error?: { code?: string } })?.error?.code === EDIT_CONFLICT_CODE;

export interface AutosaveHandle<Value, Version = number> {
  status: AutosaveStatus;
  error: unknown;
  /** How the last stale save was resolved (shown by SaveIndicator). */
  conflict: ConflictOutcome | undefined;
  /** Brings back the edit set aside by a conflict. */
  restoreUnsaved: () => void;
  /** Saves waiting edits now. */
  flush: () => Promise<void>;
  /** Content from the server becomes the saved baseline (e.g. the normalised answer of a save). */
  reset: (value: Value, version?: Version) => void;
  /** Hands the form's content over now, not at the next render (after a reset, the edit still waiting). */
  change: (value: Value) => void;
  /** The version the next save is based on (versioned screens only). */
  basedOn: () => Version | undefined;
}

export function useAutosave<Value, Answer = unknown, Version = number>(
  options: UseAutosaveOptions<Value, Answer, Version>,
): AutosaveHandle<Value, Version> {
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const saverRef = useRef<Autosaver<Value, Answer, Version> | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(undefined);
  const [conflict, setConflict] = useState<ConflictOutcome | undefined>(undefined);

  if (saverRef.current === null && options.value !== undefined) {
    saverRef.current = new Autosaver<Value, Answer, Version>({
      initial: options.value,
      delayMs: options.delayMs,
      fingerprint: options.fingerprint,
      save: (value, context) => latestOptions.current.save(value, context),
      onSaved: (answer, saved, latest) => {
        latestOptions.current.onSaved?.(answer, saved, latest);
        if (latestOptions.current.sharedAs) savesChannel.current?.postMessage(latestOptions.current.sharedAs);
      },
      versioning: options.versioning && {
        version: options.versioning.version,
        isStale: isStaleEdit,
        versionOf: (answer, basedOn) => latestOptions.current.versioning!.versionOf(answer, basedOn),
        fetchFresh: () => latestOptions.current.versioning!.fetchFresh(),
        merge: (base, mine, theirs, preferMine) => latestOptions.current.versioning!.merge(base, mine, theirs, preferMine),
        onRebase: (value, reason) => latestOptions.current.versioning!.onRebase(value, reason),
      },
    });
  }
  const saver = saverRef.current;
  // One channel for telling and hearing: a tab is not told of its own saves.
  const savesChannel = useRef<BroadcastChannel | null>(null);
  const sharedAs = options.versioning ? options.sharedAs : undefined;

  useEffect(() => {
    if (!saver || !sharedAs) return;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SAVES_CHANNEL) : null;
    savesChannel.current = channel;
    const catchUp = () => void saver.catchUp();
    const onMessage = (event: MessageEvent) => event.data === sharedAs && catchUp();
    const onVisible = () => document.visibilityState === 'visible' && catchUp();
    channel?.addEventListener('message', onMessage);
    window.addEventListener('focus', catchUp);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      savesChannel.current = null;
      window.removeEventListener('focus', catchUp);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [saver, sharedAs]);

  useEffect(() => {
    if (!saver) return;
    const unsubscribe = saver.subscribe((next) => {
      setStatus(next);
      setError(saver.error);
      setConflict(saver.conflict);
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
    conflict,
    restoreUnsaved: () => saver?.restoreUnsaved(),
    flush: () => saver?.flush() ?? Promise.resolve(),
    reset: (value, version) => saver?.reset(value, version),
    change: (value) => saver?.change(value),
    basedOn: () => saver?.basedOn,
  };
}
