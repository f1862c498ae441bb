import { jest } from '@jest/globals';
import { Autosaver, AUTOSAVE_DELAY_MS, type AutosaveStatus, type RebaseReason, type SaveContext } from './autosaver';

interface Form {
  name: string;
}

/** A save call the test resolves or rejects by hand. */
function deferredSaves() {
  const calls: Array<{ value: Form; context: SaveContext; resolve: (answer: string) => void; reject: (error: Error) => void }> = [];
  const save = (value: Form, context: SaveContext) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ value, context, resolve, reject });
    });
  return { calls, save };
}

function setup(initial: Form = { name: 'Улыбка' }) {
  const saves = deferredSaves();
  const saved: Array<{ answer: string; value: Form; latest: boolean }> = [];
  const statuses: AutosaveStatus[] = [];
  const autosaver = new Autosaver<Form, string>({
    initial,
    save: saves.save,
    onSaved: (answer, value, latest) => saved.push({ answer, value, latest }),
  });
  autosaver.subscribe((status) => statuses.push(status));
  return { autosaver, saves, saved, statuses };
}

/** Lets the promise callbacks of a resolved save run. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Autosaver', () => {
  it('saves once, a second after the last of several quick changes', async () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'У' });
    jest.advanceTimersByTime(600);
    autosaver.change({ name: 'Ул' });
    jest.advanceTimersByTime(600);
    autosaver.change({ name: 'Улыбка+' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(saves.calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(saves.calls.map((call) => call.value)).toEqual([{ name: 'Улыбка+' }]);
    expect(saves.calls[0]?.context.keepalive).toBe(false);
    expect(autosaver.status).toBe('saving');
    saves.calls[0]?.resolve('ok');
    await settle();
    expect(autosaver.status).toBe('saved');
    expect(autosaver.dirty).toBe(false);
  });

  it('does not save content equal to what was last saved', async () => {
    const { autosaver, saves, statuses } = setup();
    autosaver.change({ name: 'Улыбка' });
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(0);
    expect(statuses).toEqual([]);

    autosaver.change({ name: 'Другая' });
    autosaver.change({ name: 'Улыбка' }); // typed and reverted within the delay
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(0);
  });

  it('never overlaps saves and saves the newest edit after the one on its way', async () => {
    const { autosaver, saves, saved } = setup();
    autosaver.change({ name: 'A' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    autosaver.change({ name: 'B' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(1); // B waits for A
    saves.calls[0]?.resolve('a');
    await settle();
    expect(saved[0]).toEqual({ answer: 'a', value: { name: 'A' }, latest: false });
    expect(saves.calls.map((call) => call.value.name)).toEqual(['A', 'B']);
    saves.calls[1]?.resolve('b');
    await settle();
    expect(saved[1]).toEqual({ answer: 'b', value: { name: 'B' }, latest: true });
    expect(autosaver.status).toBe('saved');
  });

  it('saves a revert made while the save of the edit was on its way', async () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'A' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    autosaver.change({ name: 'Улыбка' });
    saves.calls[0]?.resolve('a');
    await settle();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    await settle();
    expect(saves.calls.map((call) => call.value.name)).toEqual(['A', 'Улыбка']);
  });

  it('flushes a waiting edit at once, with keepalive when the page is hidden', async () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'Ушли сразу' });
    const flushed = autosaver.flush({ keepalive: true });
    // Synchronously: a page being hidden gives no later tick to start the request in.
    expect(saves.calls).toHaveLength(1);
    expect(saves.calls[0]?.context.keepalive).toBe(true);
    saves.calls[0]?.resolve('ok');
    await flushed;
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(1); // the cancelled timer does not save it again
  });

  it('flush with nothing waiting saves nothing', async () => {
    const { autosaver, saves } = setup();
    await autosaver.flush();
    expect(saves.calls).toHaveLength(0);
  });

  it('reports an error, keeps the edit dirty and saves it again on the next change or flush', async () => {
    const { autosaver, saves, statuses } = setup();
    autosaver.change({ name: 'X' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves.calls[0]?.reject(new Error('500'));
    await settle();
    expect(autosaver.status).toBe('error');
    expect((autosaver.error as Error).message).toBe('500');
    expect(autosaver.dirty).toBe(true);
    expect(statuses).toEqual(['pending', 'saving', 'error']);

    const retried = autosaver.flush();
    await settle();
    expect(saves.calls.map((call) => call.value.name)).toEqual(['X', 'X']);
    saves.calls[1]?.resolve('ok');
    await retried;
    expect(autosaver.status).toBe('saved');
    expect(autosaver.error).toBeUndefined();
  });

  it('takes content from the server as the new baseline on reset', () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'Локально' });
    autosaver.reset({ name: 'С сервера' });
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(0);
    autosaver.change({ name: 'С сервера' });
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(0);
    expect(autosaver.status).toBe('idle');
  });

  it('compares by the given fingerprint', () => {
    const saves = deferredSaves();
    const autosaver = new Autosaver<Form, string>({
      initial: { name: 'a' },
      save: saves.save,
      fingerprint: (value) => value.name.trim(),
    });
    autosaver.change({ name: ' a ' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(0);
  });

  it('stops its timer on dispose', () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'Y' });
    autosaver.dispose();
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(0);
  });
});

describe('Autosaver with versions (issue 13 §5)', () => {
  interface Tags {
    tags: string[];
  }
  const stale = new Error('409');

  /** A server holding a list at a version; saves answer the new version, or reject as stale. */
  function versionedSetup(initial: string[]) {
    const calls: Array<{ value: Tags; version: number | undefined; resolve: (version: number) => void; reject: (e: Error) => void }> = [];
    const server = { value: { tags: initial }, version: 4 };
    const rebases: Array<{ value: Tags; reason: RebaseReason }> = [];
    const autosaver = new Autosaver<Tags, number>({
      initial: { tags: initial },
      save: (value, context) => new Promise<number>((resolve, reject) => calls.push({ value, version: context.version, resolve, reject })),
      versioning: {
        version: 4,
        versionOf: (answer) => answer,
        isStale: (error) => error === stale,
        fetchFresh: async () => server,
        // Keeps both sides' additions; a removal on both sides of different tags counts as a conflict here.
        merge: (base, mine, theirs, preferMine) => {
          const removedByMe = base.tags.filter((tag) => !mine.tags.includes(tag));
          const removedByThem = base.tags.filter((tag) => !theirs.tags.includes(tag));
          if (removedByMe.length > 0 && removedByThem.length > 0 && !preferMine) return null;
          return {
            tags: [...theirs.tags, ...mine.tags.filter((tag) => !theirs.tags.includes(tag))].filter((tag) => !removedByMe.includes(tag)),
          };
        },
        onRebase: (value, reason) => rebases.push({ value, reason }),
      },
    });
    return { autosaver, calls, server, rebases };
  }

  it('sends the version it holds and keeps the version of each answer', async () => {
    const { autosaver, calls } = versionedSetup(['a']);
    autosaver.change({ tags: ['a', 'b'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(calls[0]?.version).toBe(4);
    calls[0]?.resolve(5);
    await settle();
    autosaver.change({ tags: ['a', 'b', 'c'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(calls[1]?.version).toBe(5);
    expect(autosaver.basedOn).toBe(5);
  });

  it('on a stale save merges the edit onto the fresh copy and saves it at the fresh version', async () => {
    const { autosaver, calls, server, rebases } = versionedSetup(['a']);
    server.value = { tags: ['a', 'из другой вкладки'] };
    server.version = 7;
    autosaver.change({ tags: ['a', 'моя'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    calls[0]?.reject(stale);
    await settle();
    expect(rebases).toEqual([{ value: { tags: ['a', 'из другой вкладки', 'моя'] }, reason: 'merged' }]);
    expect(calls[1]).toMatchObject({ value: { tags: ['a', 'из другой вкладки', 'моя'] }, version: 7 });
    calls[1]?.resolve(8);
    await settle();
    expect(autosaver.status).toBe('saved');
    expect(autosaver.conflict).toBe('merged');
    expect(autosaver.basedOn).toBe(8);
    autosaver.change({ tags: ['a'] }); // the next edit ends the notice
    expect(autosaver.conflict).toBeUndefined();
  });

  it('when both changed the same thing shows the fresh copy, saves nothing, and brings the edit back on request', async () => {
    const { autosaver, calls, server, rebases } = versionedSetup(['a', 'b']);
    server.value = { tags: ['b', 'c'] };
    server.version = 9;
    autosaver.change({ tags: ['a'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    calls[0]?.reject(stale);
    await settle();
    expect(autosaver.status).toBe('conflict');
    expect(autosaver.hasUnsaved).toBe(true);
    expect(rebases).toEqual([{ value: { tags: ['b', 'c'] }, reason: 'reloaded' }]);
    autosaver.change({ tags: ['b', 'c'] }); // the form shows the fresh copy
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    expect(autosaver.status).toBe('conflict');

    autosaver.restoreUnsaved();
    // Mine where both changed (b removed, a kept), their other change (c) kept too.
    expect(rebases[1]).toEqual({ value: { tags: ['c', 'a'] }, reason: 'restored' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(calls[1]).toMatchObject({ value: { tags: ['c', 'a'] }, version: 9 });
  });

  it('catches up with a newer copy saved elsewhere while nothing here waits, and never over an edit', async () => {
    const { autosaver, calls, server, rebases } = versionedSetup(['a']);
    await expect(autosaver.catchUp()).resolves.toBe(false); // the same version: nothing to show
    server.value = { tags: ['a', 'из другой вкладки'] };
    server.version = 6;
    await expect(autosaver.catchUp()).resolves.toBe(true);
    expect(rebases).toEqual([{ value: { tags: ['a', 'из другой вкладки'] }, reason: 'caught-up' }]);
    expect(autosaver.basedOn).toBe(6);
    expect(autosaver.dirty).toBe(false);

    server.value = { tags: ['z'] };
    server.version = 7;
    autosaver.change({ tags: ['a', 'из другой вкладки', 'моя'] });
    await expect(autosaver.catchUp()).resolves.toBe(false); // an edit waits: its save merges instead
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(calls[0]).toMatchObject({ value: { tags: ['a', 'из другой вкладки', 'моя'] }, version: 6 });
    expect(rebases).toHaveLength(1);
  });

  it('reports an error instead of merging for ever when others keep saving first', async () => {
    const { autosaver, calls } = versionedSetup(['a']);
    autosaver.change({ tags: ['a', 'b'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    for (let attempt = 0; attempt < 4; attempt++) {
      calls[attempt]?.reject(stale);
      await settle();
    }
    expect(calls).toHaveLength(4);
    expect(autosaver.status).toBe('error');
    expect(autosaver.error).toBe(stale);
  });
});

describe('Autosaver fed the content it has (issue 23 §3)', () => {
  const stale = new Error('409');

  it('keeps a conflict shown when the form shows the fresh copy before the refused save has settled', async () => {
    const calls: Array<{ reject: (error: Error) => void }> = [];
    let rendered: (value: Form) => void = () => {};
    const autosaver = new Autosaver<Form, number>({
      initial: { name: 'a' },
      save: () => new Promise<number>((_resolve, reject) => calls.push({ reject })),
      versioning: {
        version: 1,
        versionOf: (answer) => answer,
        isStale: (error) => error === stale,
        fetchFresh: async () => ({ value: { name: 'их' }, version: 2 }),
        merge: () => null,
        // A screen rendering at once (in a microtask) hands the form's new object back straight away.
        onRebase: (value) => rendered({ ...value }),
      },
    });
    rendered = (value) => autosaver.change(value);
    autosaver.change({ name: 'моё' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    calls[0]?.reject(stale);
    await settle();
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    await settle();
    expect(autosaver.status).toBe('conflict');
    expect(autosaver.hasUnsaved).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('does not put off a waiting save when the form re-renders the same content', () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'Новое' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100);
    autosaver.change({ name: 'Новое' }); // a new object, the same content
    jest.advanceTimersByTime(100);
    expect(saves.calls.map((call) => call.value.name)).toEqual(['Новое']);
  });

  it('after an error tries the same content again on the next change', async () => {
    const { autosaver, saves } = setup();
    autosaver.change({ name: 'X' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves.calls[0]?.reject(new Error('500'));
    await settle();
    autosaver.change({ name: 'X' });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves.calls).toHaveLength(2);
  });
});
