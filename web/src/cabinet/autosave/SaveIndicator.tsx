// The small saved/error mark beside a screen's title for autosaved screens, and beside it the notice
// of a save that met someone else's edit (merged, or their copy shown with a way to bring ours back).
import { ApiError } from '../../api/client';
import type { AutosaveStatus, ConflictOutcome } from './autosaver';

const LABELS: Record<AutosaveStatus, string> = {
  idle: 'Изменения сохраняются автоматически',
  pending: 'Есть несохранённые изменения',
  saving: 'Сохраняем…',
  saved: 'Сохранено',
  error: 'Не удалось сохранить',
  conflict: 'Не сохранено: данные изменились',
};

export const CONFLICT_TEXTS = {
  merged: 'Сохранено вместе с изменениями из другой вкладки',
  reloaded:
    'Эти данные только что изменили в другой вкладке или у коллеги, и ваша правка затрагивала то же самое. Показана свежая версия; ваша правка не сохранена.',
  restore: 'Вернуть мою правку',
} as const;

interface SaveIndicatorProps {
  status: AutosaveStatus;
  error?: unknown;
  onRetry?: () => void;
  conflict?: ConflictOutcome;
  /** Puts the edit set aside by a conflict back (over the other edit). */
  onRestore?: () => void;
  /** What is wrong with the form now: nothing is saved while it is set, and the mark says so. */
  invalid?: string | null;
}

/** The mark's text while a field is invalid: what is wrong, and that the change is not saved. */
export const invalidLabel = (problem: string) => `Не сохранено: ${problem}`;

export function SaveIndicator({ status, error, onRetry, conflict, onRestore, invalid }: SaveIndicatorProps) {
  // An invalid field outranks whatever the last valid content's save did: 'Сохранено' would be untrue.
  const shown = invalid && status !== 'conflict' ? 'invalid' : status;
  const detail = shown === 'error' && error instanceof ApiError ? error.messages.join('. ') : '';
  const merged = shown === 'saved' && conflict === 'merged';
  const label = shown === 'invalid' ? invalidLabel(invalid!) : merged ? CONFLICT_TEXTS.merged : LABELS[status];
  return (
    <div className="save-state">
      <div
        className={`save-indicator save-indicator--${shown === 'conflict' || shown === 'invalid' ? 'error' : shown}`}
        role="status"
        aria-live="polite"
        data-testid="save-indicator"
        data-status={shown}
      >
        <span className="save-indicator__dot" aria-hidden="true" />
        <span>{label}</span>
        {detail ? <span className="save-indicator__detail">{detail}</span> : null}
        {shown === 'error' && onRetry ? (
          <button type="button" className="link-button" onClick={onRetry}>
            Повторить
          </button>
        ) : null}
      </div>
      <SaveConflict status={status} onRestore={onRestore} />
    </div>
  );
}

/** The alert of a save that met someone else's edit of the same thing (for screens with their own save mark too). */
export function SaveConflict({ status, onRestore }: { status: AutosaveStatus; onRestore?: () => void }) {
  if (status !== 'conflict') return null;
  return (
    <div className="save-conflict" role="alert" data-testid="save-conflict">
      <span>{CONFLICT_TEXTS.reloaded}</span>
      {onRestore ? (
        <button type="button" className="link-button" onClick={onRestore}>
          {CONFLICT_TEXTS.restore}
        </button>
      ) : null}
    </div>
  );
}
