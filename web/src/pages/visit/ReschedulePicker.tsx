// 'Перенести': the same doctor's free starts for the visit's length, as the widget offers them (the server
// answers them by the widget's rule), a day first, then a time; nothing moves until the patient confirms.
import { useEffect, useRef, useState } from 'react';
import { dayLabel, slotLabel } from '../../../../shared/domain/day-labels';
import type { VisitAnswer } from '../../../../shared/schemas/visit';
import { Spinner } from '../../ui/Loader';
import { SelectField } from '../../ui/SelectField';

interface Props {
  visit: VisitAnswer;
  pending: boolean;
  onMove: (planStart: string) => void;
  onBack: () => void;
}

/** The free starts but the visit's own (the server counts its own time as free for it: a move there changes nothing). */
function otherStarts(visit: VisitAnswer): Record<string, string[]> {
  const [ownDay, ownTime] = visit.planStart.split('T');
  const starts: Record<string, string[]> = {};
  for (const day of Object.keys(visit.slots).sort()) {
    const times = (visit.slots[day] ?? []).filter((time) => day !== ownDay || time !== ownTime);
    if (times.length > 0) starts[day] = times;
  }
  return starts;
}

export function ReschedulePicker({ visit, pending, onMove, onBack }: Props) {
  const starts = otherStarts(visit);
  const days = Object.keys(starts);
  const [day, setDay] = useState(days[0] ?? '');
  const [time, setTime] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const times = starts[day] ?? [];
  const chosen = time !== '' && times.includes(time);

  return (
    <section className="visit__step" aria-labelledby="visit-move-title">
      <h2 id="visit-move-title" ref={heading} tabIndex={-1}>
        Перенести запись
      </h2>
      {days.length === 0 ? (
        <p>У врача нет свободного времени в ближайшие дни. Позвоните в клинику, чтобы подобрать время.</p>
      ) : (
        <form
          className="visit__picker"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && !pending) onMove(`${day}T${time}`);
          }}
        >
          <SelectField
            label="День"
            value={day}
            options={days.map((each) => ({ value: each, label: dayLabel(each) }))}
            onChange={(value) => {
              setDay(value);
              setTime('');
            }}
          />
          <fieldset className="visit__times">
            <legend>Свободное время</legend>
            {times.map((each) => (
              <label key={each} className="visit__time">
                <input type="radio" name="visit-time" value={each} checked={time === each} onChange={() => setTime(each)} />
                <span>{each}</span>
              </label>
            ))}
          </fieldset>
          <div className="visit__actions">
            <button type="submit" className="btn btn--primary" disabled={!chosen || pending}>
              {pending ? <Spinner /> : null}
              {chosen ? `Перенести на ${slotLabel(day, time)}` : 'Выберите время'}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onBack} disabled={pending}>
              Оставить как есть
            </button>
          </div>
        </form>
      )}
      {days.length === 0 && (
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Назад
        </button>
      )}
    </section>
  );
}
