// A versioned screen's draft, autosaved (issue 23 §3): a VersionedDraft (versioned-draft.ts) for the
// draft, the server's copy, the fresh copy and the set-aside edit, an autosave (useAutosave.ts) for the
// timing, and the query cache for the server's copy: a fresh copy is read through it after a 409 and each
// save's answer is written to it, so the header and other screens see it at once.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import type { SaveContext } from './autosaver';
import { type AutosaveHandle, useAutosave } from './useAutosave';
import { type DraftRules, type DraftServer, type DraftState, draftVersioning, VersionedDraft } from './versioned-draft';

/** The query that holds the server's copy (a `queryOptions` result). */
interface ViewQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

export interface VersionedDraftOptions<View, Draft, Payload, Answer, Version = number>
  extends DraftRules<View, Draft, Payload>,
    Omit<DraftServer<View, Answer, Version>, 'read'> {
  /** The server's copy the screen starts from. */
  initial: View;
  query: ViewQuery;
  save: (payload: Payload, context: Required<SaveContext<Version>>) => Promise<Answer>;
  /** The server's copy after a save, from its answer and the cached one; undefined leaves both as they are. */
  viewOfAnswer: (answer: Answer, cached: View | undefined) => View | undefined;
  /** After a save, once the cache has the answer (`before`: what it held); `latest` is false when newer edits wait. */
  onSaved?: (answer: Answer, saved: Payload, latest: boolean, before: View | undefined) => void;
  fingerprint?: (payload: Payload) => string;
  /** What is edited, e.g. 'quiz:<id>': other tabs of it are caught up with this one's saves. */
  sharedAs?: string;
}

export interface VersionedDraftHandle<View, Draft, Payload, Version = number> extends DraftState<View, Draft> {
  /** The user's edit (a new draft, or a change of the current one). */
  update: (next: Draft | ((draft: Draft) => Draft)) => void;
  autosave: AutosaveHandle<Payload, Version>;
  /** A server copy from elsewhere becomes the cache's, the base and (unless given) the draft. */
  adopt: (view: View, draft?: Draft | ((draft: Draft) => Draft)) => void;
  /** The server changed it outside the autosave (a refused deletion, a connected account): read and adopt it. */
  reload: () => Promise<View>;
  /** The state now, outside render (a save reads what an answer just changed). */
  now: () => DraftState<View, Draft>;
}

export function useVersionedDraft<View, Draft, Payload, Answer, Version = number>(
  options: VersionedDraftOptions<View, Draft, Payload, Answer, Version>,
): VersionedDraftHandle<View, Draft, Payload, Version> {
  const client = useQueryClient();
  const [keeper] = useState(() => new VersionedDraft<View, Draft, Payload>(options, options.initial));
  keeper.rules = options;
  const latest = useRef(options);
  latest.current = options;
  const state = useSyncExternalStore(keeper.subscribe, () => keeper.state);
  const { queryKey } = options.query;

  // A read already on its way may predate the save that made ours stale: it is dropped and made anew.
  const read = async () => {
    await client.cancelQueries({ queryKey, exact: true });
    return client.fetchQuery({ ...(options.query as object), queryKey, staleTime: 0 }) as Promise<View>;
  };
  const [versioning] = useState(() =>
    draftVersioning<View, Draft, Payload, Answer, Version>(keeper, {
      versionOf: (view) => latest.current.versionOf(view),
      versionOfAnswer: (answer, basedOn) => latest.current.versionOfAnswer(answer, basedOn),
      read,
    }),
  );

  const autosave = useAutosave<Payload, Answer, Version>({
    value: keeper.payload,
    fingerprint: options.fingerprint,
    sharedAs: options.sharedAs,
    versioning,
    save: (payload, { keepalive, version }) =>
      options.save(payload, { keepalive, version: version ?? options.versionOf(keeper.state.server) }),
    onSaved: (answer, saved, latest) => {
      const before = client.getQueryData<View>(queryKey);
      const view = options.viewOfAnswer(answer, before);
      if (view !== undefined) {
        client.setQueryData(queryKey, view);
        keeper.saved(view);
      }
      options.onSaved?.(answer, saved, latest, before);
    },
  });

  const adopt = (view: View, draft?: Draft | ((draft: Draft) => Draft)) => {
    client.setQueryData(queryKey, view);
    autosave.reset(keeper.adopt(view, draft), options.versionOf(view));
    // A draft kept through the adoption (its payload the same object) still differs from the new
    // baseline when an edit waits: it is handed over now, as no new payload will come with the render.
    const payload = keeper.payload;
    if (payload !== undefined) autosave.change(payload);
  };
  return {
    ...state,
    update: keeper.update,
    autosave,
    adopt,
    reload: async () => {
      const view = await read();
      adopt(view);
      return view;
    },
    now: () => keeper.state,
  };
}
