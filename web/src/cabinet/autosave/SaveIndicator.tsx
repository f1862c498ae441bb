// The small saved/error mark beside a screen's title for autosaved screens.
import { ApiError } from '../../api/client';
import type { AutosaveStatus } from './autosaver';

const LABELS: Record<AutosaveStatus, string> = {
  idle: 'Изменения сохраняются автоматически',
  pending: 'Есть несохранённые изменения',
  saving: 'Сохраняем…',
  saved: 'Сохранено',
  error: 'Не удалось сохранить',
};

interface SaveIndicatorProps {
  status: AutosaveStatus;
  error?: unknown;
  onRetry?: () => void;
}

export function SaveIndicator({ status, error, onRetry }: SaveIndicatorProps) {
  const detail = status === 'error' && error instanceof ApiError ? error.messages.join('. ') : '';
  return (
    <div
      className={`save-indicator save-indicator--${status}`}
      role="status"
      aria-live="polite"
      data-testid="save-indicator"
      data-status={status}
    >
      <span className="save-indicator__dot" aria-hidden="true" />
      <span>{LABELS[status]}</span>
      {detail ? <span className="save-indicator__detail">{detail}</span> : null}
      {status === 'error' && onRetry ? (
        <button type="button" className="link-button" onClick={onRetry}>
          Повторить
        </button>
      ) : null}
    </div>
  );
}
