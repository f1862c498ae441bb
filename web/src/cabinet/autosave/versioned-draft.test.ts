import { jest } from '@jest/globals';
import { mergeFields } from '../../../../shared/domain/edit-merge';
import { AUTOSAVE_DELAY_MS, Autosaver } from './autosaver';
import { type DraftRules, draftVersioning, VersionedDraft } from './versioned-draft';

// A small screen: the server keeps a name and a list of tags; the form keeps rows with ids (made when a
// copy becomes a draft, as the screens' rows are) and a note that is never saved.
interface View {
  name: string;
  tags: string[];
  version: number;
}
interface Row {
  id: string;
  text: string;
}
interface Draft {
  name: string;
  rows: Row[];
  note: string;
}
type Payload = {
  name: string;
  tags: string[];
};

let ids = 0;
const rowsOf = (tags: string[]): Row[] => tags.map((text) => ({ id: `row-${++ids}`, text }));
const sameTags = (rows: Row[], tags: string[]) => JSON.stringify(rows.map((row) => row.text)) === JSON.stringify(tags);

const merges: Array<{ preferMine: boolean; own: Draft }> = [];
const rules: DraftRules<View, Draft, Payload> = {
  draftOf: (view) => ({ name: view.name, rows: rowsOf(view.tags), note: '' }),
  // An empty name cannot be saved: the last saveable payload stays queued.
  payloadOf: (draft) => (draft.name.trim() === '' ? null : { name: draft.name.trim(), tags: draft.rows.map((row) => row.text) }),
  merge: (base, mine, theirs, preferMine, own) => {
    merges.push({ preferMine, own });
    return mergeFields(base, mine, theirs, preferMine);
  },
  // The rows of the side whose tags are kept (their ids stay), the name as merged, the note the user's own.
  rebuild: (next, { fresh, own }) => ({
    name: next.name,
    rows: sameTags(own.rows, next.tags) ? own.rows : sameTags(fresh.rows, next.tags) ? fresh.rows : rowsOf(next.tags),
    note: own.note,
  }),
};

const stale = new Error('409 STALE_VERSION');

/** A server at a version, the draft and the autosaver bound as useVersionedDraft binds them. */
function setup(initial: View = { name: 'Улыбка', tags: ['Терапия'], version: 3 }) {
  const server = { view: initial };
  const reads: Array<(view: View) => void> = [];
  let readByHand = false;
  const saves: Array<{ payload: Payload; version: number; resolve: (view: View) => void; reject: (error: Error) => void }> = [];
  const draft = new VersionedDraft(rules, initial);
  const autosaver = new Autosaver<Payload, View>({
    initial: draft.payload!,
    save: (payload, { version }) => new Promise((resolve, reject) => saves.push({ payload, version: version!, resolve, reject })),
    onSaved: (answer) => draft.saved(answer),
    versioning: {
      ...draftVersioning<View, Draft, Payload, View, number>(draft, {
        read: () => (readByHand ? new Promise((resolve) => reads.push(resolve)) : Promise.resolve(server.view)),
        versionOf: (view) => view.version,
        versionOfAnswer: (answer) => answer.version,
      }),
      isStale: (error) => error === stale,
    },
  });
  // What the hook does when the draft changes: React renders it (useSyncExternalStore: at once, in a
  // microtask, even while a save's promise chain runs) and the effect hands a new payload to the autosaver.
  let fed = draft.payload;
  draft.subscribe(() => {
    const payload = draft.payload;
    if (payload !== fed && payload) autosaver.change(payload);
    fed = payload;
  });
  const elsewhere = (view: Omit<View, 'version'>) => {
    server.view = { ...view, version: server.view.version + 1 };
  };
  return { draft, autosaver, server, saves, reads, elsewhere, readsByHand: () => (readByHand = true) };
}

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  merges.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('a versioned draft, autosaved', () => {
  it('keeps the last saveable payload queued while the draft cannot be saved', () => {
    const { draft, autosaver, saves } = setup();
    draft.update((current) => ({ ...current, name: 'Улыбка+' }));
    draft.update((current) => ({ ...current, name: '  ' }));
    expect(draft.payload).toEqual({ name: 'Улыбка+', tags: ['Терапия'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves.map((save) => save.payload.name)).toEqual(['Улыбка+']);
    expect(autosaver.status).toBe('saving');
  });

  it('a 409 with edits that do not meet: merged the pure way, rebuilt with the own rows, saved at the fresh version', async () => {
    const { draft, autosaver, saves, elsewhere } = setup();
    const ownRows = draft.state.draft.rows;
    draft.update((current) => ({ ...current, name: 'Моя клиника', note: 'заметка' }));
    elsewhere({ name: 'Улыбка', tags: ['Терапия', 'Хирургия'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves[0]!.reject(stale);
    await settle();

    expect(merges).toEqual([{ preferMine: false, own: expect.objectContaining({ name: 'Моя клиника' }) }]);
    // The other tab's tag and this one's name; the tags are theirs, so are the rows (with the fresh ids).
    expect(draft.state.draft).toEqual({
      name: 'Моя клиника',
      rows: [expect.objectContaining({ text: 'Терапия' }), expect.objectContaining({ text: 'Хирургия' })],
      note: 'заметка',
    });
    expect(draft.state.draft.rows[0]!.id).not.toBe(ownRows[0]!.id);
    expect(draft.state.server).toEqual({ name: 'Улыбка', tags: ['Терапия', 'Хирургия'], version: 4 });
    expect(draft.state.setAside).toBeNull();
    expect(saves[1]).toMatchObject({ payload: { name: 'Моя клиника', tags: ['Терапия', 'Хирургия'] }, version: 4 });
    saves[1]!.resolve({ name: 'Моя клиника', tags: ['Терапия', 'Хирургия'], version: 5 });
    await settle();
    expect(autosaver.status).toBe('saved');
    expect(autosaver.conflict).toBe('merged');
    expect(draft.state.server.version).toBe(5);
  });

  it('a 409 where both changed one thing: the fresh copy is the draft and the base, the edit is set aside, nothing is saved', async () => {
    const { draft, autosaver, saves, elsewhere } = setup();
    draft.update((current) => ({ ...current, name: 'Моя', note: 'заметка' }));
    const mine = draft.state.draft;
    elsewhere({ name: 'Их', tags: ['Терапия'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves[0]!.reject(stale);
    await settle();

    expect(autosaver.status).toBe('conflict');
    expect(draft.state.setAside).toBe(mine);
    expect(draft.state.server).toEqual({ name: 'Их', tags: ['Терапия'], version: 4 });
    expect(draft.state.draft.name).toBe('Их');
    expect(draft.payload).toEqual({ name: 'Их', tags: ['Терапия'] });
    jest.advanceTimersByTime(5 * AUTOSAVE_DELAY_MS);
    await settle();
    expect(saves).toHaveLength(1);
    expect(autosaver.status).toBe('conflict');
  });

  it("'Вернуть мою правку' merges the set-aside edit over theirs, from its own draft, and saves it at the fresh version", async () => {
    const { draft, autosaver, saves, elsewhere } = setup({ name: 'Улыбка', tags: ['Терапия'], version: 3 });
    draft.update((current) => ({ ...current, name: 'Моя', rows: [...current.rows, { id: 'mine', text: 'Ортодонтия' }], note: 'заметка' }));
    const ownRows = draft.state.draft.rows;
    elsewhere({ name: 'Их', tags: ['Терапия'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves[0]!.reject(stale);
    await settle();
    expect(draft.state.draft.note).toBe('заметка'); // the rebuilt fresh draft keeps what is never saved

    autosaver.restoreUnsaved();
    expect(merges.at(-1)).toEqual({ preferMine: true, own: expect.objectContaining({ rows: ownRows }) });
    expect(draft.state.draft).toEqual({ name: 'Моя', rows: ownRows, note: 'заметка' });
    expect(draft.state.setAside).toBeNull();
    expect(draft.state.server.version).toBe(4); // restoring reads nothing: the base stays the fresh copy
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    await settle();
    expect(saves[1]).toMatchObject({ payload: { name: 'Моя', tags: ['Терапия', 'Ортодонтия'] }, version: 4 });
  });

  it('a new edit in the shown fresh copy drops the set-aside one', async () => {
    const { draft, autosaver, saves, elsewhere } = setup();
    draft.update((current) => ({ ...current, name: 'Моя' }));
    elsewhere({ name: 'Их', tags: ['Терапия'] });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves[0]!.reject(stale);
    await settle();
    draft.update((current) => ({ ...current, name: 'Их, поправленное' }));
    expect(autosaver.hasUnsaved).toBe(false);
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves[1]).toMatchObject({ payload: { name: 'Их, поправленное' }, version: 4 });
  });

  it('catches up with a copy saved elsewhere when nothing waits: it becomes the draft and the base', async () => {
    const { draft, autosaver, elsewhere } = setup();
    elsewhere({ name: 'Из другой вкладки', tags: ['Терапия'] });
    await expect(autosaver.catchUp()).resolves.toBe(true);
    expect(draft.state.draft.name).toBe('Из другой вкладки');
    expect(draft.state.server.version).toBe(4);
    expect(autosaver.basedOn).toBe(4);
    expect(autosaver.dirty).toBe(false);
  });

  it('a save racing a fresh copy: an edit made while the copy is read is kept, and the copy is not taken as the base', async () => {
    const { draft, autosaver, saves, reads, elsewhere, readsByHand } = setup();
    readsByHand();
    elsewhere({ name: 'Улыбка', tags: ['Терапия', 'Хирургия'] });
    const caughtUp = autosaver.catchUp();
    draft.update((current) => ({ ...current, name: 'Моя' })); // typed while the copy is on its way
    reads[0]!({ name: 'Улыбка', tags: ['Терапия', 'Хирургия'], version: 4 });
    await expect(caughtUp).resolves.toBe(false);
    expect(draft.state.draft.name).toBe('Моя');
    expect(draft.state.server.version).toBe(3);

    // The edit is saved on the version it was made on; the 409 merges it onto the copy read then.
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves[0]).toMatchObject({ payload: { name: 'Моя', tags: ['Терапия'] }, version: 3 });
    saves[0]!.reject(stale);
    await settle();
    reads[1]!({ name: 'Улыбка', tags: ['Терапия', 'Хирургия'], version: 4 });
    await settle();
    expect(draft.state.server.version).toBe(4);
    expect(draft.state.draft.name).toBe('Моя');
    expect(saves[1]).toMatchObject({ payload: { name: 'Моя', tags: ['Терапия', 'Хирургия'] }, version: 4 });
  });

  it('a save answered while newer typing waits: the answer is the base, the typing stays in the draft', async () => {
    const { draft, autosaver, saves } = setup();
    draft.update((current) => ({ ...current, name: 'А' }));
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    draft.update((current) => ({ ...current, name: 'АБ' }));
    saves[0]!.resolve({ name: 'А', tags: ['Терапия'], version: 4 });
    await settle();
    expect(draft.state.server).toEqual({ name: 'А', tags: ['Терапия'], version: 4 });
    expect(draft.state.draft.name).toBe('АБ');
    expect(autosaver.status).toBe('pending');
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves[1]).toMatchObject({ payload: { name: 'АБ' }, version: 4 });
  });

  it('adopts a copy from elsewhere as the base and the draft, or with a draft of its own', () => {
    const { draft } = setup();
    const payload = draft.adopt({ name: 'Новая', tags: [], version: 9 });
    expect(payload).toEqual({ name: 'Новая', tags: [] });
    expect(draft.state).toEqual({
      server: { name: 'Новая', tags: [], version: 9 },
      draft: { name: 'Новая', rows: [], note: '' },
      setAside: null,
    });
    draft.adopt({ name: 'Ещё', tags: [], version: 10 }, (current) => ({ ...current, note: 'своя' }));
    expect(draft.state.draft).toEqual({ name: 'Новая', rows: [], note: 'своя' });
  });
});
