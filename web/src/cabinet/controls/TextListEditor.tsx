// An editable list of short texts (addresses, specializations): add, edit, remove. Empty rows may exist
// while typing; the screen drops them when it saves (docs/contract/cabinet.md §5).
import { useEffect, useRef, useState } from 'react';
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
  placeholder: string;
  rows: TextRow[];
  onChange: (rows: TextRow[]) => void;
  maxLength?: number;
  /** When set, removing a row asks first; the dialog's title and text (e.g. who is affected), or null to remove at once. */
  confirmRemoval?: (row: TextRow) => { title: string; text: string } | null;
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
      {rows.length > 0 ? (
        <ul className="text-list" ref={list}>
          {rows.map((row, index) => (
            <li key={row.id} className="text-list__row">
              <input
                className="field__input"
                aria-label={`${itemLabel} ${index + 1}`}
                placeholder={placeholder}
                value={row.value}
                maxLength={maxLength}
                onChange={(event) => onChange(rows.map((item) => (item.id === row.id ? { ...item, value: event.target.value } : item)))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    added.current = true;
                    onChange([...rows, { id: rowId('text'), value: '' }]);
                  }
                }}
              />
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={`Удалить: ${row.value.trim() || `${itemLabel.toLowerCase()} ${index + 1}`}`}
                onClick={() => askToRemove(row)}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
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
