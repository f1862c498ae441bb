// The edit-conflict half of a versioned screen (issue 23 §3), with no React in it: the draft the form
// shows, the server's copy it is based on, the fresh copy read after a 409 and the draft set aside when
// that copy is shown instead. A screen gives only pure rules (its draft of a server copy, the payload of
// a draft, the merge and how a merged payload becomes a draft again); the Autosaver (autosaver.ts) decides
// when to read, merge and save, and talks to it through `draftVersioning`. useVersionedDraft.ts binds both
// to React and the query cache; versioned-draft.test.ts tests the conflict behaviour in one place.
import type { RebaseReason, Versioning } from './autosaver';

/** What a rebuilt draft can be made of. */
export interface DraftSides<Draft> {
  /** The fresh copy, as a draft (for 'restored', the last one read). */
  fresh: Draft;
  /** The user's own draft: the one set aside by a conflict when it is brought back, else the current one. */
  own: Draft;
  /** The draft as it is now. */
  current: Draft;
  reason: RebaseReason;
}

export interface DraftRules<View, Draft, Payload> {
  /** The form's draft of a server copy. */
  draftOf: (view: View) => Draft;
  /** What is saved of a draft; null while it cannot be saved (the last saveable payload stays queued). */
  payloadOf: (draft: Draft) => Payload | null;
  /** The payload of a server copy as stored, whether or not the form could save it; by default that of its draft. */
  payloadOfView?: (view: View, draft: Draft) => Payload;
  /**
   * Three-way merge of the unsaved payload onto the fresh copy's; null when both changed the same thing,
   * unless `preferMine`. `own` is the draft the edit was made in.
   */
  merge: (base: Payload, mine: Payload, theirs: Payload, preferMine: boolean, own: Draft) => Payload | null;
  /** The draft that shows `next`, the payload a rebase settled on (merged, fresh, or brought back). */
  rebuild: (next: Payload, sides: DraftSides<Draft>) => Draft;
}

export interface DraftState<View, Draft> {
  /** The server's copy the draft is based on: as loaded, as last saved, or read fresh and taken. */
  server: View;
  draft: Draft;
  /** The user's draft kept aside while a conflict shows the fresh copy ('Вернуть мою правку'). */
  setAside: Draft | null;
}

type Update<Draft> = Draft | ((draft: Draft) => Draft);

export class VersionedDraft<View, Draft, Payload> {
  private value: DraftState<View, Draft>;
  /** The fresh copy read last, with its draft (made once: its rows' ids are the ones a merge refers to). */
  private fresh: { view: View; draft: Draft } | null = null;
  private payloadMemo: { draft: Draft; payloadOf: DraftRules<View, Draft, Payload>['payloadOf']; payload: Payload | undefined } | null =
    null;
  private readonly listeners = new Set<() => void>();

  /** `rules` may be replaced (a screen's rules can close over its props); the state stays. */
  constructor(
    public rules: DraftRules<View, Draft, Payload>,
    initial: View,
  ) {
    this.value = { server: initial, draft: rules.draftOf(initial), setAside: null };
  }

  get state(): DraftState<View, Draft> {
    return this.value;
  }

  /** What the autosaver gets: the draft's payload, or the last saveable one while it cannot be saved. */
  get payload(): Payload | undefined {
    const { draft } = this.value;
    const { payloadOf } = this.rules;
    const memo = this.payloadMemo;
    if (memo?.draft === draft && memo.payloadOf === payloadOf) return memo.payload;
    const payload = payloadOf(draft) ?? memo?.payload;
    this.payloadMemo = { draft, payloadOf, payload };
    return payload;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The user's edit (or any change of the draft the screen makes). */
  update = (next: Update<Draft>): void => {
    const draft = typeof next === 'function' ? (next as (draft: Draft) => Draft)(this.value.draft) : next;
    this.set({ draft });
  };

  /** A copy read after a 409 or to catch up; it becomes the server's copy only if the autosaver takes it (rebase). */
  received(view: View): Payload {
    const draft = this.rules.draftOf(view);
    this.fresh = { view, draft };
    return this.payloadOfView(view, draft);
  }

  merge(base: Payload, mine: Payload, theirs: Payload, preferMine: boolean): Payload | null {
    const { draft, setAside } = this.value;
    return this.rules.merge(base, mine, theirs, preferMine, preferMine ? (setAside ?? draft) : draft);
  }

  /**
   * The autosaver settled on `next`: merged onto the fresh copy, the fresh copy itself (the draft is set
   * aside), the set-aside draft brought back, or a newer copy caught up with.
   */
  rebase(next: Payload, reason: RebaseReason): void {
    const { draft: current, setAside } = this.value;
    const fresh = this.fresh ?? { view: this.value.server, draft: current };
    const own = reason === 'restored' ? (setAside ?? current) : current;
    const draft = this.rules.rebuild(next, { fresh: fresh.draft, own, current, reason });
    if (reason === 'restored') this.set({ draft, setAside: null });
    else this.set({ draft, server: fresh.view, setAside: reason === 'reloaded' ? current : null });
  }

  /** A server copy from elsewhere (a save's answer, an addition) becomes the base and, unless given, the draft. */
  adopt(view: View, draft?: Update<Draft>): Payload {
    const own = this.rules.draftOf(view);
    const next = draft === undefined ? own : typeof draft === 'function' ? (draft as (d: Draft) => Draft)(this.value.draft) : draft;
    this.set({ server: view, draft: next });
    return this.payloadOfView(view, own);
  }

  /** The server's copy after a save; the draft is not touched (typing goes on). */
  saved(view: View): void {
    this.set({ server: view });
  }

  private payloadOfView(view: View, draft: Draft): Payload {
    const payload = this.rules.payloadOfView ? this.rules.payloadOfView(view, draft) : this.rules.payloadOf(draft);
    if (payload === null) throw new Error('The stored copy has no payload: give the rules a payloadOfView');
    return payload;
  }

  private set(change: Partial<DraftState<View, Draft>>): void {
    this.value = { ...this.value, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** How the server is read and versions are told, for the autosaver's side of a VersionedDraft. */
export interface DraftServer<View, Answer, Version> {
  /** The server's copy now (after a 409, or to catch up with another tab's save). */
  read: () => Promise<View>;
  versionOf: (view: View) => Version;
  /** The version after a save, from its answer (and the one it was based on, for answers that carry none). */
  versionOfAnswer: (answer: Answer, basedOn: Version) => Version;
}

/** The Autosaver's versioning, answered by the draft: the fresh copy, the merge and the rebuilt draft. */
export function draftVersioning<View, Draft, Payload, Answer, Version>(
  draft: VersionedDraft<View, Draft, Payload>,
  server: DraftServer<View, Answer, Version>,
): Omit<Versioning<Payload, Answer, Version>, 'isStale'> {
  return {
    version: server.versionOf(draft.state.server),
    versionOf: server.versionOfAnswer,
    fetchFresh: async () => {
      const view = await server.read();
      return { value: draft.received(view), version: server.versionOf(view) };
    },
    merge: (base, mine, theirs, preferMine) => draft.merge(base, mine, theirs, preferMine),
    onRebase: (next, reason) => draft.rebase(next, reason),
  };
}
