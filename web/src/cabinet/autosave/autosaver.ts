// Autosave (spec cabinet §4, §9): an edit is saved AUTOSAVE_DELAY_MS after the last change, only when
// its content differs from what was last saved. Saves never overlap: a change made while a save is on
// its way is saved after it, so the server sees the edits in order. No React here, so the timing
// rules are unit-tested with fake timers (autosaver.test.ts); useAutosave.ts binds it to a screen.

export const AUTOSAVE_DELAY_MS = 1000;

/** idle: nothing to save; pending: a change waits for the delay; saving; saved; error: the last save failed. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface SaveContext {
  /** The page is being hidden or left: the request must survive it (fetch keepalive). */
  keepalive: boolean;
}

export interface AutosaverOptions<Value, Answer> {
  /** The content as last loaded from or saved to the server. */
  initial: Value;
  save: (value: Value, context: SaveContext) => Promise<Answer>;
  /** After a successful save; `latest` is false when newer edits are already waiting. */
  onSaved?: (answer: Answer, saved: Value, latest: boolean) => void;
  onError?: (error: unknown) => void;
  delayMs?: number;
  /** What "the content" is for the comparison; JSON by default. */
  fingerprint?: (value: Value) => string;
}

export class Autosaver<Value, Answer = unknown> {
  private readonly delayMs: number;
  private readonly fingerprint: (value: Value) => string;
  private savedPrint: string;
  private latest: Value;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private statusValue: AutosaveStatus = 'idle';
  private readonly listeners = new Set<(status: AutosaveStatus) => void>();
  private lastError: unknown;

  constructor(private readonly options: AutosaverOptions<Value, Answer>) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.fingerprint = options.fingerprint ?? ((value) => JSON.stringify(value));
    this.latest = options.initial;
    this.savedPrint = this.fingerprint(options.initial);
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
    this.latest = value;
    this.clearTimer();
    // While a save is on its way the baseline is about to move, so even a revert is saved after it.
    if (!this.dirty && !this.inFlight) {
      this.setStatus(this.statusValue === 'idle' ? 'idle' : 'saved');
      return;
    }
    this.setStatus('pending');
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run({ keepalive: false });
    }, this.delayMs);
  }

  /** New content from the server (first load, a refetch): it becomes the saved baseline. */
  reset(value: Value): void {
    this.clearTimer();
    this.latest = value;
    this.savedPrint = this.fingerprint(value);
    if (!this.inFlight) this.setStatus('idle');
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
    const attempt = this.options.save(value, context).then(
      (answer) => {
        this.savedPrint = print;
        this.lastError = undefined;
        const latest = this.fingerprint(this.latest) === print && this.timer === undefined;
        this.setStatus(latest ? 'saved' : 'pending');
        this.options.onSaved?.(answer, value, latest);
      },
      (error: unknown) => {
        this.lastError = error;
        this.setStatus('error');
        this.options.onError?.(error);
      },
    );
    this.inFlight = attempt.finally(() => {
      this.inFlight = undefined;
    });
    await this.inFlight;
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
