// A list of cards edited in place (right sections, actions, answer variants): each card moves up or
// down and is removed by buttons named after it, and a button adds the next while there is room.
import type { ReactNode } from 'react';
import { PlusIcon, TrashIcon } from '../../controls/Modal';
import { moved } from './page-base';

interface ItemListEditorProps<T> {
  /** What one item is called: 'Блок', 'Акция' (numbered on its card). */
  itemName: string;
  addLabel: string;
  items: readonly T[];
  max: number;
  newItem: () => T;
  onChange: (items: T[]) => void;
  renderItem: (item: T, update: (item: T) => void, index: number) => ReactNode;
}

export function ItemListEditor<T>({ itemName, addLabel, items, max, newItem, onChange, renderItem }: ItemListEditorProps<T>) {
  const update = (at: number) => (item: T) => onChange(items.map((old, index) => (index === at ? item : old)));
  return (
    <div className="item-list">
      {items.length > 0 ? (
        <ol className="item-list__items">
          {items.map((item, index) => {
            const name = `${itemName} ${index + 1}`;
            return (
              // Items have no ids of their own; their fields are controlled, so a position key is enough.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="item-card">
                <div className="item-card__head">
                  <strong>{name}</strong>
                  <MoveButtons name={name} index={index} count={items.length} onMove={(to) => onChange(moved(items, index, to))} />
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Удалить: ${name}`}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  >
                    <TrashIcon />
                  </button>
                </div>
                {renderItem(item, update(index), index)}
              </li>
            );
          })}
        </ol>
      ) : null}
      {items.length < max ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange([...items, newItem()])}>
          <PlusIcon /> {addLabel}
        </button>
      ) : null}
    </div>
  );
}

interface MoveButtonsProps {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}

export function MoveButtons({ name, index, count, onMove }: MoveButtonsProps) {
  return (
    <span className="move-buttons">
      <button type="button" className="icon-button" aria-label={`Выше: ${name}`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <Arrow up />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Ниже: ${name}`}
        disabled={index >= count - 1}
        onClick={() => onMove(index + 1)}
      >
        <Arrow up={false} />
      </button>
    </span>
  );
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
