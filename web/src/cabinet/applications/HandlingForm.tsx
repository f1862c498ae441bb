// The staff's handling of one lead in its detail ('Обработка', issue 26 §1): the status from the one list,
// a note, and the history of changes with who made each and when (on the clinic's clocks). Checked by the
// server's schema before it is sent; a colleague's change made meanwhile is a 409, and the form then shows
// the fresh state and says so rather than overwrite it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { clinicTimeLabel } from '../../../../shared/domain/clinic-time';
import { EDIT_CONFLICT_CODE } from '../../../../shared/schemas/edit-version';
import {
  HANDLING_LABELS,
  HANDLING_NOTE_MAX,
  HANDLING_STATUSES,
  setHandlingSchema,
  type HandlingStatus,
} from '../../../../shared/schemas/lead-handling';
import type { LeadView } from '../../../../shared/schemas/leads';
import { ApiError } from '../../api/client';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form-errors';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { refreshLeads, replaceLead, setLeadHandling } from './applications-api';

type Field = 'status' | 'note';

function serverFieldErrors(error: unknown): FieldErrors<Field> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { error?: { fields?: Record<string, string> } } | undefined)?.error?.fields ?? {};
  return { status: fields.status, note: fields.note };
}

const isConflict = (error: unknown) =>
  error instanceof ApiError && (error.body as { error?: { code?: string } } | undefined)?.error?.code === EDIT_CONFLICT_CODE;

function History({ lead }: { lead: LeadView }) {
  if (lead.handling.history.length === 0) return <p className="panel__hint">Статус ещё никто не менял.</p>;
  return (
    <>
      <p className="handling-history__title">История изменений</p>
      <ol className="handling-history" aria-label="История обработки">
        {[...lead.handling.history].reverse().map((change) => (
          <li key={`${change.at}-${change.status}`} className="handling-history__item">
            <span className={`handling handling--${change.status}`}>{HANDLING_LABELS[change.status]}</span>
            <span className="handling-history__who">
              {change.by.name}, {clinicTimeLabel(change.at, lead.timezone)}
            </span>
            {change.note ? <span className="handling-history__note">{change.note}</span> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

export function HandlingForm({ lead }: { lead: LeadView }) {
  const client = useQueryClient();
  const titleId = useId();
  const [status, setStatus] = useState<HandlingStatus>(lead.handling.status);
  const [note, setNote] = useState(lead.handling.note);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const save = useMutation({
    mutationFn: (body: z.output<typeof setHandlingSchema>) => setLeadHandling(body),
    onMutate: () => setMessage(null),
    onSuccess: (next) => {
      replaceLead(client, next);
      setStatus(next.handling.status);
      setNote(next.handling.note);
      setMessage({ ok: true, text: `Сохранено: ${HANDLING_LABELS[next.handling.status]}` });
      // Counts and a list filtered by status follow the change.
      void refreshLeads(client);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      if (isConflict(error)) void refreshLeads(client);
      setMessage({
        ok: false,
        text: isConflict(error)
          ? 'Коллега уже изменил статус этой заявки: посмотрите свежий статус ниже и сохраните снова'
          : error instanceof ApiError
            ? error.message
            : 'Не удалось сохранить',
      });
    },
  });

  const submit = () => {
    const checked = z.safeParse(setHandlingSchema, { id: lead._id, status, note, version: lead.handling.version });
    if (!checked.success) {
      setErrors(fieldErrorsOf<Field>(checked.error));
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };

  return (
    <section className="lead-handling" aria-labelledby={titleId}>
      <h3 id={titleId} className="lead-detail__subtitle">
        Обработка
      </h3>
      <form
        className="lead-handling__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label="Статус обработки"
          value={status}
          options={HANDLING_STATUSES.map((value) => ({ value, label: HANDLING_LABELS[value] }))}
          onChange={setStatus}
          error={errors.status}
        />
        <TextAreaField
          label="Заметка"
          className="lead-handling__note"
          value={note}
          maxLength={HANDLING_NOTE_MAX + 100}
          onChange={setNote}
          error={errors.note}
          hint={`До ${HANDLING_NOTE_MAX} символов`}
        />
        <div className="lead-handling__actions">
          <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
            {save.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            Сохранить статус
          </button>
          {message ? (
            <p className={message.ok ? 'lead-handling__result' : 'lead-handling__result lead-handling__result--error'} role="status">
              {message.text}
            </p>
          ) : null}
        </div>
      </form>
      <History lead={lead} />
    </section>
  );
}
