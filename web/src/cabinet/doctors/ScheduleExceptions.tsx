// The part of the schedule dialog for dates on top of the week (issue 26): vacations (from–to), days off
// and one-off working days with their hours. Each entry's problem stands at its row; the clinic's
// holidays are set on 'Ваша клиника' (the hint says so).
import type { ScheduleException } from '../../../../shared/schemas/doctor';
import { DateInput } from '../controls/DateInput';
import { PlusIcon, TrashIcon } from '../controls/Modal';
import { TimeRangeInputs } from '../controls/TimeInput';
import { RowErrors } from './RowErrors';
import { newException, type ExceptionKind } from './schedule-exceptions-model';

interface ScheduleExceptionsProps {
  exceptions: ScheduleException[];
  errors: ReadonlyMap<number, string[]>;
  onChange: (next: ScheduleException[]) => void;
}

const KIND_NAMES: Record<ExceptionKind, string> = { vacation: 'Отпуск', dayOff: 'Выходной', workday: 'Рабочий день' };
const ADD_LABELS: Record<ExceptionKind, string> = {
  vacation: 'Добавить отпуск',
  dayOff: 'Добавить выходной',
  workday: 'Добавить рабочий день',
};

export const exceptionRowId = (index: number) => `schedule-exception-${index}`;

export function ScheduleExceptions({ exceptions, errors, onChange }: ScheduleExceptionsProps) {
  const set = (index: number, next: ScheduleException) => onChange(exceptions.map((item, at) => (at === index ? next : item)));

  function add(kind: ExceptionKind) {
    onChange([...exceptions, newException(kind, new Date())]);
    // The new row's first field gets the focus, so a keyboard user types the date at once.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${exceptionRowId(exceptions.length)} input`)?.focus());
  }

  return (
    <section className="schedule-exceptions" aria-labelledby="schedule-exceptions-title">
      <h3 id="schedule-exceptions-title" className="schedule-exceptions__title">
        Отпуска, выходные и разовые рабочие дни
      </h3>
      <p className="panel__hint">
        Праздничные дни всей клиники задаются на экране «Ваша клиника». Разовый рабочий день врача открывает запись и в праздник, и в
        отпуск.
      </p>
      {exceptions.length > 0 ? (
        <ul className="schedule-days">
          {exceptions.map((exception, index) => {
            const name = `${KIND_NAMES[exception.kind]} ${ordinalOfKind(exceptions, index)}`;
            const messages = errors.get(index) ?? [];
            const errorId = `${exceptionRowId(index)}-error`;
            const described = messages.length > 0 ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
            return (
              <li
                key={index}
                id={exceptionRowId(index)}
                className={`schedule-day schedule-day--on${messages.length > 0 ? ' schedule-day--invalid' : ''}`}
              >
                <span className="schedule-day__name">{name}</span>
                <div className="schedule-day__hours">
                  {exception.kind === 'vacation' ? (
                    <span className="date-range">
                      <DateInput
                        label={`${name}: с`}
                        value={exception.from}
                        onChange={(from) => set(index, { ...exception, from })}
                        {...described}
                      />
                      <span aria-hidden="true">—</span>
                      <DateInput
                        label={`${name}: по`}
                        value={exception.to}
                        onChange={(to) => set(index, { ...exception, to })}
                        {...described}
                      />
                    </span>
                  ) : (
                    <DateInput
                      label={`${name}: дата`}
                      value={exception.date}
                      onChange={(date) => set(index, { ...exception, date })}
                      {...described}
                    />
                  )}
                  {exception.kind === 'workday' ? (
                    <TimeRangeInputs
                      label={name}
                      start={exception.start}
                      end={exception.end}
                      described={described}
                      onChange={(start, end) => set(index, { ...exception, start, end })}
                    />
                  ) : null}
                  <RowErrors id={errorId} messages={messages} />
                </div>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Удалить: ${name}`}
                  onClick={() => onChange(exceptions.filter((_, at) => at !== index))}
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="schedule-exceptions__add">
        {(['vacation', 'dayOff', 'workday'] as const).map((kind) => (
          <button key={kind} type="button" className="btn btn--ghost btn--small" onClick={() => add(kind)}>
            <PlusIcon /> {ADD_LABELS[kind]}
          </button>
        ))}
      </div>
    </section>
  );
}

/** 'Отпуск 2': the entry's number among the entries of its kind. */
function ordinalOfKind(exceptions: readonly ScheduleException[], index: number): number {
  return exceptions.slice(0, index + 1).filter((item) => item.kind === exceptions[index]!.kind).length;
}
