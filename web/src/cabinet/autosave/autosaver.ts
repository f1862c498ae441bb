// Autosave (docs/contract/cabinet.md §4, §9): an edit is saved AUTOSAVE_DELAY_MS after the last change, only when
// its content differs from what was last saved. Saves never overlap: a change made while a save is on
// its way is saved after it, so the server sees the edits in order. No React here, so the timing
// rules are unit-tested with fake timers (autosaver.test.ts); useAutosave.ts binds it to a screen.
// Versioned screens (issue 13 §5): each save sends the version its content was based on and keeps the
// version the answer carries. A save refused as stale (409) is never retried blindly: the fresh copy is
// read, the unsaved edit merged onto it and saved again; when both sides changed the same thing, the
// form shows the fresh copy and the edit is kept aside for the user to bring back (restoreUnsaved).

export const AUTOSAVE_DELAY_MS = 1000;

/**
 * idle: nothing to save; pending: a change waits for the delay; saving; saved; error: the last save
 * failed; conflict: someone saved the same thing meanwhile, the form shows their copy.
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

/** Versions are opaque here: a number for one item, a map for a list of items each with its own. */
export interface SaveContext<Version = number> {
  /** The page is being hidden or left: the request must survive it (fetch keepalive). */
  keepalive: boolean;
  /** The version the content is based on (versioned screens only). */
  version?: Version;
}

/** How a versioned screen takes part: the versions, the fresh copy after a 409, the merge. */
export interface Versioning<Value, Answer, Version = number> {
  /** The version of `initial`. */
  version: Version;
  /** The version after a save, from its answer (and the one it was based on, for answers that carry none). */
  versionOf: (answer: Answer, basedOn: Version) => Version;
  /** The save was refused because its version is stale. */
  isStale: (error: unknown) => boolean;
  fetchFresh: () => Promise<{ value: Value; version: Version }>;
  /**
   * Three-way merge of the unsaved edit onto the fresh copy; null when both changed the same thing,
   * unless `preferMine` (the user brings their edit back over the other one).
   */
  merge: (base: Value, mine: Value, theirs: Value, preferMine: boolean) => Value | null;
  /** The form must now show `value`: the merged edit, the fresh copy, or the edit brought back. */
  onRebase: (value: Value, reason: RebaseReason) => void;
}

/** merged: someone's edit and the user's were both kept; reloaded: theirs is shown, the user's kept aside. */
export type ConflictOutcome = 'merged' | 'reloaded';
/**
 * Why the form gets new content: a conflict's outcome, the set-aside edit brought back, or a newer copy
 * someone else saved while nothing here was waiting to be saved (catchUp).
 */
export type RebaseReason = ConflictOutcome | 'restored' | 'caught-up';

/** Merges in a row before a stale save is reported as an error (others keep saving faster than us). */
const MAX_REBASES = 3;

export interface AutosaverOptions<Value, Answer, Version = number> {
  /** The content as last loaded from or saved to the server. */
  initial: Value;
  save: (value: Value, context: SaveContext<Version>) => Promise<Answer>;
  /** After a successful save; `latest` is false when newer edits are already waiting. */
  onSaved?: (answer: Answer, saved: Value, latest: boolean) => void;
  onError?: (error: unknown) => void;
  versioning?: Versioning<Value, Answer, Version>;
  delayMs?: number;
  /** What "the content" is for the comparison; JSON by default. */
  fingerprint?: (value: Value) => string;
}

export class Autosaver<Value, Answer = unknown, Version = number> {
  private readonly delayMs: number;
  private readonly fingerprint: (value: Value) => string;
  private savedPrint: string;
  private savedValue: Value;
  private version: Version | undefined;
  private rebases = 0;
  private outcome: ConflictOutcome | undefined;
  private unsaved: { mine: Value; base: Value } | undefined;
  private latest: Value;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private statusValue: AutosaveStatus = 'idle';
  private readonly listeners = new Set<(status: AutosaveStatus) => void>();
  private lastError: unknown;

  constructor(private readonly options: AutosaverOptions<Value, Answer, Version>) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.fingerprint = options.fingerprint ?? ((value) => JSON.stringify(value));
    this.latest = options.initial;
    this.savedValue = options.initial;
    this.savedPrint = this.fingerprint(options.initial);
    this.version = options.versioning?.version;
  }

  /** The version the next save is based on. */
  get basedOn(): Version | undefined {
    return this.version;
  }

  /** How the last stale save was resolved, until the next change is saved. */
  get conflict(): ConflictOutcome | undefined {
    return this.outcome;
  }

  /** The edit set aside when it could not be merged (status 'conflict'). */
  get hasUnsaved(): boolean {
    return this.unsaved !== undefined;
  }

  get status(): AutosaveStatus {
    return this.statusValue;
  }

  get error(): unknown {
    return this.lastError;
  }

  /** True while there are edits the server does not have yet. */
  get dirty(): boolean {
    return this.fingerprint(this.latest) !== this.savedPrint;
  }

  subscribe(listener: (status: AutosaveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records the newest content and (re)starts the delay; content equal to the saved one cancels it. */
  change(value: Value): void {
    const edited = this.fingerprint(value) !== this.fingerprint(this.latest);
    // The form showing the content the autosaver already has (a re-render, a draft rebuilt after a merge,
    // whenever React gets to it) changes nothing: a conflict stays shown, a waiting save keeps its time.
    // After an error the same content is tried again, as any change is.
    if (!edited && this.statusValue !== 'error') {
      this.latest = value;
      return;
    }
    // A new edit (not the form catching up with a merge) ends the last conflict's notice.
    if (edited) {
      this.outcome = undefined;
      this.unsaved = undefined;
      if (this.statusValue === 'conflict') this.setStatus('saved');
    }
    this.latest = value;
    this.clearTimer();
    // While a save is on its way the baseline is about to move, so even a revert is saved after it.
    if (!this.dirty && !this.inFlight) {
      if (this.statusValue !== 'conflict') this.setStatus(this.statusValue === 'idle' ? 'idle' : 'saved');
      return;
    }
    this.setStatus('pending');
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run({ keepalive: false });
    }, this.delayMs);
  }

  /** New content from the server (first load, a refetch): it becomes the saved baseline, at `version` when given. */
  reset(value: Value, version?: Version): void {
    this.clearTimer();
    this.latest = value;
    this.savedValue = value;
    this.savedPrint = this.fingerprint(value);
    if (version !== undefined) this.version = version;
    if (!this.inFlight) this.setStatus('idle');
  }

  /**
   * Brings back the edit set aside by a conflict: merged onto the fresh copy with the user's values
   * where both changed the same thing (they chose to put theirs over the other edit), then saved like
   * any change. The other edit's unrelated changes stay.
   */
  restoreUnsaved(): void {
    const unsaved = this.unsaved;
    const versioning = this.options.versioning;
    if (unsaved === undefined || !versioning) return;
    const restored = versioning.merge(unsaved.base, unsaved.mine, this.savedValue, true) ?? unsaved.mine;
    this.unsaved = undefined;
    this.outcome = undefined;
    versioning.onRebase(restored, 'restored');
    this.setStatus('saved');
    this.change(restored);
  }

  /**
   * Another tab or a colleague may have saved since: when nothing here waits to be saved, the fresh copy
   * becomes the form's content and baseline. Answers whether it was newer.
   */
  async catchUp(): Promise<boolean> {
    const versioning = this.options.versioning;
    if (!versioning || this.busy) return false;
    let fresh: { value: Value; version: Version };
    try {
      fresh = await versioning.fetchFresh();
    } catch {
      return false;
    }
    // An edit begun meanwhile is saved against the version it was based on (a 409 merges it then).
    if (this.busy || JSON.stringify(fresh.version) === JSON.stringify(this.version)) return false;
    this.version = fresh.version;
    this.savedValue = fresh.value;
    this.savedPrint = this.fingerprint(fresh.value);
    this.latest = fresh.value;
    versioning.onRebase(fresh.value, 'caught-up');
    return true;
  }

  /** Something here is not saved yet, or the user has a conflict or an error to see first. */
  private get busy(): boolean {
    return this.dirty || this.timer !== undefined || this.inFlight !== undefined || ['conflict', 'error'].includes(this.statusValue);
  }

  /** Saves waiting edits now (navigation, page hide, an explicit button); resolves when they are saved. */
  flush(context: SaveContext = { keepalive: false }): Promise<void> {
    const waiting = this.timer !== undefined || (this.statusValue === 'error' && this.dirty);
    this.clearTimer();
    if (waiting) return this.run(context);
    return this.inFlight ?? Promise.resolve();
  }

  /** Stops the delay timer without saving (the screen is gone and flushed already). */
  dispose(): void {
    this.clearTimer();
    this.listeners.clear();
  }

  private async run(context: SaveContext): Promise<void> {
    // One save at a time: wait for the one on its way, then save whatever is newest.
    while (this.inFlight) await this.inFlight;
    if (!this.dirty) {
      this.setStatus('saved');
      return;
    }
    const value = this.latest;
    const print = this.fingerprint(value);
    this.setStatus('saving');
    let rebased = false;
    const attempt = this.options.save(value, { ...context, version: this.version }).then(
      (answer) => {
        this.savedPrint = print;
        this.savedValue = value;
        this.lastError = undefined;
        this.rebases = 0;
        if (this.options.versioning) this.version = this.options.versioning.versionOf(answer, this.version!);
        const latest = this.fingerprint(this.latest) === print && this.timer === undefined;
        this.setStatus(latest ? 'saved' : 'pending');
        this.options.onSaved?.(answer, value, latest);
      },
      async (error: unknown) => {
        const versioning = this.options.versioning;
        if (versioning?.isStale(error) && this.rebases < MAX_REBASES) {
          this.rebases += 1;
          rebased = await this.rebase(versioning);
          return;
        }
        this.fail(error);
      },
    );
    this.inFlight = attempt.finally(() => {
      this.inFlight = undefined;
    });
    await this.inFlight;
    if (rebased) await this.run(context);
  }

  /** After a stale save: the fresh copy becomes the baseline; answers whether the merged edit must be saved. */
  private async rebase(versioning: Versioning<Value, Answer, Version>): Promise<boolean> {
    let fresh: { value: Value; version: Version };
    try {
      fresh = await versioning.fetchFresh();
    } catch (error) {
      this.fail(error);
      return false;
    }
    const mine = this.latest;
    const base = this.savedValue;
    const merged = versioning.merge(base, mine, fresh.value, false);
    this.version = fresh.version;
    this.savedValue = fresh.value;
    this.savedPrint = this.fingerprint(fresh.value);
    this.lastError = undefined;
    this.clearTimer();
    if (merged !== null) {
      this.outcome = 'merged';
      this.latest = merged;
      versioning.onRebase(merged, 'merged');
      return true;
    }
    this.outcome = 'reloaded';
    this.unsaved = { mine, base };
    this.latest = fresh.value;
    versioning.onRebase(fresh.value, 'reloaded');
    this.setStatus('conflict');
    return false;
  }

  private fail(error: unknown): void {
    this.lastError = error;
    this.setStatus('error');
    this.options.onError?.(error);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private setStatus(status: AutosaveStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.listeners) listener(status);
  }
}
