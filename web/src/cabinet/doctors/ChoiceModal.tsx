// A modal with checkboxes (specializations, directions, services); applies the choice on 'Готово'.
import { useState } from 'react';
import { Modal } from '../controls/Modal';

interface ChoiceGroup {
  title?: string;
  options: Array<{ value: string; label: string }>;
}

interface ChoiceModalProps {
  title: string;
  /** Shown when there is nothing to choose from, with where to add it. */
  empty: string;
  groups: ChoiceGroup[];
  selected: string[];
  onApply: (values: string[]) => void;
  onClose: () => void;
}

export function ChoiceModal({ title, empty, groups, selected, onApply, onClose }: ChoiceModalProps) {
  const [chosen, setChosen] = useState(() => new Set(selected));
  const all = groups.flatMap((group) => group.options);

  function toggle(value: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  }

  return (
    <Modal title={title} onClose={onClose}>
      {all.length === 0 ? <p className="empty-note">{empty}</p> : null}
      {groups.map((group, index) =>
        group.options.length > 0 ? (
          <fieldset key={group.title ?? index} className="choice-group">
            {group.title ? <legend className="chip-group__title">{group.title}</legend> : null}
            <ul className="check-list">
              {group.options.map((option) => (
                <li key={option.value}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={chosen.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    {option.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null,
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          Отмена
        </button>
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => {
            // Keep the options' order, not the order of clicks.
            onApply(all.map((option) => option.value).filter((value) => chosen.has(value)));
            onClose();
          }}
        >
          Готово
        </button>
      </div>
    </Modal>
  );
}
