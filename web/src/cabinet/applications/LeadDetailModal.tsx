// A lead's details (docs/contract/cabinet.md §3: every field except the hidden ones), the staff's handling, its delivery statuses with
// 'Отправить повторно' for mail, Telegram and Google, and the way to delete it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { STATUS_COLOUR_LABEL } from '../../../../shared/domain/lead-status';
import { visitHistoryLines } from '../../../../shared/domain/visit-history';
import { RESEND_CHANNELS, type LeadView, type ResendChannel } from '../../../../shared/schemas/leads';
import { ApiError } from '../../api/client';
import { Modal } from '../controls/Modal';
import type { DestinationNames } from '../../../../shared/domain/integration-names';
import { answerFields, detailFields, statusCells, type DetailField, type LeadQuizzes } from './lead-view';
import { replaceLead, resendLead } from './applications-api';
import { HandlingForm } from './HandlingForm';
import { StatusGlyph } from './StatusMark';

const resendable = new Set<string>(RESEND_CHANNELS);

function FieldValue({ field }: { field: DetailField }) {
  if (field.key === 'ClientPhone') return <a href={`tel:${field.value.replace(/[^\d+]/g, '')}`}>{field.value}</a>;
  if (field.key === 'URL' && /^https?:\/\//i.test(field.value)) {
    return (
      <a href={field.value} target="_blank" rel="noopener noreferrer">
        {field.value}
      </a>
    );
  }
  return <>{field.value}</>;
}

type ResendResult = { channel: ResendChannel; ok: true } | { channel: ResendChannel; ok: false; message: string };

function Statuses({ lead, names, resendable: mayResend }: { lead: LeadView; names: DestinationNames; resendable: boolean }) {
  const client = useQueryClient();
  const [result, setResult] = useState<ResendResult | null>(null);
  const resend = useMutation({
    mutationFn: (channel: ResendChannel) => resendLead(lead._id, channel),
    onMutate: () => setResult(null),
    onSuccess: (next, channel) => {
      replaceLead(client, next);
      setResult({ channel, ok: true });
    },
    onError: (error, channel) =>
      setResult({ channel, ok: false, message: error instanceof ApiError ? error.message : 'Не удалось отправить повторно' }),
  });

  return (
    <section className="lead-statuses" aria-labelledby="lead-statuses-title">
      <h3 id="lead-statuses-title" className="lead-detail__subtitle">
        Статусы отправки
      </h3>
      <ul className="lead-statuses__list">
        {statusCells(lead.statusSend, undefined, names).map((cell) => {
          const channel = cell.channel as ResendChannel;
          const busy = resend.isPending && resend.variables === channel;
          const outcome = result?.channel === channel ? result : null;
          return (
            <li key={cell.channel} className="lead-statuses__item" data-channel={cell.channel} data-status={cell.colour}>
              <StatusGlyph colour={cell.colour} />
              <div className="lead-statuses__text">
                <span className="lead-statuses__channel">{cell.label}</span>
                <span className="lead-statuses__state">{STATUS_COLOUR_LABEL[cell.colour]}</span>
                {cell.details.length > 0 && cell.details.join() !== STATUS_COLOUR_LABEL[cell.colour] ? (
                  <ul className="lead-statuses__details">
                    {cell.details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {outcome ? (
                  <p className={outcome.ok ? 'lead-statuses__result' : 'lead-statuses__result lead-statuses__result--error'} role="status">
                    {outcome.ok ? 'Отправлено повторно, статус обновится через несколько секунд' : outcome.message}
                  </p>
                ) : null}
              </div>
              {mayResend && resendable.has(cell.channel) ? (
                <button
                  type="button"
                  className="btn btn--secondary btn--small lead-statuses__resend"
                  aria-label={`Отправить повторно: ${cell.label}`}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(channel)}
                >
                  {busy ? <span className="spinner" aria-hidden="true" /> : null}
                  Отправить повторно
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Fields({ fields }: { fields: DetailField[] }) {
  return (
    <dl className="lead-detail__fields">
      {fields.map((field) => (
        <div key={field.key} className="lead-detail__field">
          <dt>{field.label}</dt>
          <dd>
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A quiz lead's answers, one question per line in the quiz's order. */
function Answers({ fields }: { fields: DetailField[] }) {
  if (fields.length === 0) return null;
  return (
    <section className="lead-answers" aria-labelledby="lead-answers-title">
      <h3 id="lead-answers-title" className="lead-detail__subtitle">
        Ответы на квиз
      </h3>
      <ol className="lead-answers__list">
        {fields.map((field) => (
          <li key={field.key} className="lead-answers__item">
            <span className="lead-answers__question">{field.label}</span>
            <span className="lead-answers__answer">{field.value}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A booking's cancel or move by the patient and its reminders, oldest first (shared/domain/visit-history.ts). */
function VisitHistory({ lead }: { lead: LeadView }) {
  const lines = visitHistoryLines(lead);
  if (lines.length === 0) return null;
  return (
    <section className="lead-visit-history" aria-labelledby="lead-visit-history-title">
      <h3 id="lead-visit-history-title" className="lead-detail__subtitle">
        После записи
      </h3>
      <ul className="lead-visit-history__list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

interface LeadDetailModalProps {
  lead: LeadView;
  quizzes: LeadQuizzes;
  onClose: () => void;
  /** Absent for whom lead work is refused (a marketer reads leads only): no status, no resend, no delete. */
  onDelete?: () => void;
}

export function LeadDetailModal({ lead, quizzes, onClose, onDelete }: LeadDetailModalProps) {
  const fields = detailFields(lead, quizzes);
  const top = useRef<HTMLDivElement>(null);
  // The modal focuses its first button (a resend one, low in the list); start reading from the top.
  useEffect(() => {
    // Braces matter: scrollTo returns a promise in current Chromium, and React would call it as a cleanup.
    top.current?.closest('.modal')?.scrollTo({ top: 0 });
  }, []);
  return (
    <Modal title={lead.ClientFullName.trim() || 'Заявка'} onClose={onClose} wide>
      <div ref={top} className="lead-detail">
        {onDelete ? <HandlingForm lead={lead} /> : null}
        <Fields fields={fields} />
        <Answers fields={answerFields(lead)} />
        <VisitHistory lead={lead} />
      </div>
      <Statuses lead={lead} names={quizzes.destinations} resendable={onDelete !== undefined} />
      <div className="modal__actions">
        {onDelete ? (
          <button type="button" className="btn btn--ghost btn--small lead-detail__delete" onClick={onDelete}>
            Удалить заявку
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary btn--small" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </Modal>
  );
}
