// Which addresses were corrected since the last save, from the address rows' stable ids: the save
// sends old text → new text (addressRenaming) so the doctors' ticks follow (issue 3). The last-saved
// text per row is kept outside React state and moved synchronously when a save succeeds, so a save
// queued behind another one always renames from what the server has.
import type { TextRow } from '../controls/TextListEditor';

export interface AddressRowText {
  id: string;
  /** Trimmed; '' for an empty row and for a repeat of an earlier row (both are dropped on save). */
  text: string;
}

export function addressRowTexts(rows: readonly TextRow[]): AddressRowText[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const text = row.value.trim();
    if (text === '' || seen.has(text)) return { id: row.id, text: '' };
    seen.add(text);
    return { id: row.id, text };
  });
}

/** Old text → new text for every row saved with one text and now holding another. */
export function addressRenamingOf(rows: readonly AddressRowText[], savedText: ReadonlyMap<string, string>): Record<string, string> {
  const renaming: Record<string, string> = {};
  for (const { id, text } of rows) {
    const saved = savedText.get(id);
    if (saved !== undefined && text !== '' && text !== saved) renaming[saved] = text;
  }
  return renaming;
}

/** After a successful save of these rows: each row's saved text (rows saved empty have none). */
export function savedTextsOf(rows: readonly AddressRowText[]): Map<string, string> {
  return new Map(rows.filter((row) => row.text !== '').map((row) => [row.id, row.text]));
}
