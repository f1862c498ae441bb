// 'Отменить запись' asks once more before it cancels: the time is freed at once and cannot be taken back.
import { useEffect, useRef } from 'react';
import { clinicWallTimeLabel } from '../../../../shared/domain/clinic-time';
import type { VisitAnswer } from '../../../../shared/schemas/visit';
import { Spinner } from '../../ui/Loader';

interface Props {
  visit: VisitAnswer;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

export function CancelStep({ visit, pending, onConfirm, onBack }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="visit__step" aria-labelledby="visit-cancel-title">
      <h2 id="visit-cancel-title" ref={heading} tabIndex={-1}>
        Отменить запись?
      </h2>
      <p>
        Запись на {clinicWallTimeLabel(visit.planStart, visit.timezone)} будет отменена, а время станет свободным для других пациентов.
        Вернуть его по этой ссылке будет нельзя.
      </p>
      <div className="visit__actions">
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner /> : null}
          Да, отменить запись
        </button>
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={pending}>
          Не отменять
        </button>
      </div>
    </section>
  );
}
