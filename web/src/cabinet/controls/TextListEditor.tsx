// An editable list of short texts (addresses, specializations, the clinic's holidays): add, edit, remove.
// Empty rows may exist while typing; the screen drops them when it saves (docs/contract/cabinet.md §5).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { rowId } from './row-id';
import { ConfirmDialog, PlusIcon, TrashIcon } from './Modal';

export interface TextRow {
  id: string;
  value: string;
}

export const textRowsOf = (values: readonly string[]): TextRow[] => values.map((value) => ({ id: rowId('text'), value }));

interface TextListEditorProps {
  title: string;
  itemLabel: string;
  addLabel: string;
  placeholder?: string;
  rows: TextRow[];
  onChange: (rows: TextRow[]) => void;
  maxLength?: number;
  /** When set, removing a row asks first; the dialog's title and text (e.g. who is affected), or null to remove at once. */
  confirmRemoval?: (row: TextRow) => { title: string; text: string } | null;
  /** A row's own field instead of the text input (a date), given its label, its problem's id and how to set its value. */
  field?: (row: TextRow, label: string, problemId: string | undefined, setValue: (value: string) => void) => ReactNode;
  /** Row id → what is wrong with it, said under the row. */
  problems?: ReadonlyMap<string, string>;
  /** At most this many rows: no add button past it. */
  max?: number;
  /** Under the title. */
  hint?: string;
}

export function TextListEditor({
  title,
  itemLabel,
  addLabel,
  placeholder,
  rows,
  onChange,
  maxLength,
  confirmRemoval,
  field,
  problems,
  max = Number.POSITIVE_INFINITY,
  hint,
}: TextListEditorProps) {
  const list = useRef<HTMLUListElement>(null);
  const added = useRef(false);
  const [removing, setRemoving] = useState<{ row: TextRow; title: string; text: string } | null>(null);
  const remove = (row: TextRow) => onChange(rows.filter((item) => item.id !== row.id));
  const askToRemove = (row: TextRow) => {
    const question = confirmRemoval?.(row);
    if (question) setRemoving({ row, ...question });
    else remove(row);
  };

  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows.length]);

  return (
    <fieldset className="text-list-editor">
      <legend className="panel__title">{title}</legend>
      {hint ? <p className="panel__hint">{hint}</p> : null}
      {rows.length > 0 ? (
        <ul className="text-list" ref={list}>
          {rows.map((row, index) => {
            const label = `${itemLabel} ${index + 1}`;
            const problem = problems?.get(row.id);
            const problemId = problem ? `${row.id}-problem` : undefined;
            const setValue = (value: string) => onChange(rows.map((item) => (item.id === row.id ? { ...item, value } : item)));
            return (
              <li key={row.id} className={`text-list__row${problem ? ' text-list__row--invalid' : ''}`}>
                {field ? (
                  field(row, label, problemId, setValue)
                ) : (
                  <input
                    className="field__input"
                    aria-label={label}
                    placeholder={placeholder}
                    value={row.value}
                    maxLength={maxLength}
                    onChange={(event) => setValue(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        added.current = true;
                        onChange([...rows, { id: rowId('text'), value: '' }]);
                      }
                    }}
                  />
                )}
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Удалить: ${field ? label.toLowerCase() : row.value.trim() || `${itemLabel.toLowerCase()} ${index + 1}`}`}
                  onClick={() => askToRemove(row)}
                >
                  <TrashIcon />
                </button>
                {problem ? (
                  <span className="field__error text-list__problem" id={problemId} role="alert">
                    {problem}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {rows.length < max ? (
        <button
          type="button"
          className="btn btn--ghost btn--small add-button"
          onClick={() => {
            added.current = true;
            onChange([...rows, { id: rowId('text'), value: '' }]);
          }}
        >
          <PlusIcon />
          {addLabel}
        </button>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={removing.title}
          text={removing.text}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            remove(removing.row);
          }}
        />
      ) : null}
    </fieldset>
  );
}
