// The weekly schedule of a doctor added by hand: working days with hours and breaks, slot length and how
// far ahead the widget offers slots, and the dates on top of the week (vacations, days off, one-off working
// days: ScheduleExceptions). Checked by the shared schema before it is applied.
import { useState } from 'react';
import {
  HORIZON_DAYS_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  weeklyScheduleSchema,
  type ScheduleDraft,
  type WorkingDay,
} from '../../../../shared/schemas/doctor';
import { FormMessages } from '../../ui/FormMessages';
import { Modal, PlusIcon, TrashIcon } from '../controls/Modal';
import { TimeRangeInputs } from '../controls/TimeInput';
import { defaultSchedule, WEEKDAY_NAMES } from './doctor-model';
import { RowErrors } from './RowErrors';
import { noScheduleErrors, scheduleErrors, type ScheduleErrors } from './schedule-errors';
import { exceptionRowId, ScheduleExceptions } from './ScheduleExceptions';

interface ScheduleModalProps {
  doctorName: string;
  schedule: ScheduleDraft | null;
  onApply: (schedule: ScheduleDraft) => void;
  onClose: () => void;
}

const SLOT_CHOICES = [10, 15, 20, 30, 40, 45, 60, 90, 120];

export function ScheduleModal({ doctorName, schedule, onApply, onClose }: ScheduleModalProps) {
  const [draft, setDraft] = useState<ScheduleDraft>(() => schedule ?? defaultSchedule());
  const [errors, setErrors] = useState<ScheduleErrors>(noScheduleErrors);
  const dayOf = (weekday: number) => draft.days.find((day) => day.weekday === weekday);
  const errorId = (weekday: number) => `schedule-day-${weekday}-error`;

  function setDay(weekday: number, next: WorkingDay | null) {
    setErrors(noScheduleErrors());
    setDraft((current) => {
      const days = current.days.filter((day) => day.weekday !== weekday);
      if (next) days.push(next);
      return { ...current, days: days.sort((a, b) => a.weekday - b.weekday) };
    });
  }

  function apply() {
    const parsed = weeklyScheduleSchema.safeParse(draft);
    if (!parsed.success) {
      const found = scheduleErrors(draft, parsed.error.issues);
      setErrors(found);
      // The first day (or else exception) that is wrong gets the focus (its first field), so its message is read out.
      const day = [...found.byWeekday.keys()].sort()[0];
      const exception = [...found.byException.keys()].sort((a, b) => a - b)[0];
      const row = day !== undefined ? `schedule-day-${day}` : exception !== undefined ? exceptionRowId(exception) : undefined;
      if (row) requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${row} input`)?.focus());
      return;
    }
    onApply(parsed.data);
    onClose();
  }

  const slotChoices = SLOT_CHOICES.includes(draft.slotMinutes) ? SLOT_CHOICES : [...SLOT_CHOICES, draft.slotMinutes].sort((a, b) => a - b);

  return (
    <Modal title={`Расписание: ${doctorName}`} onClose={onClose} wide>
      <div className="form-grid">
        <div className="field">
          <label className="field__label" htmlFor="schedule-slot">
            Длительность приёма
          </label>
          <select
            id="schedule-slot"
            className="field__input"
            value={draft.slotMinutes}
            onChange={(event) => setDraft({ ...draft, slotMinutes: Number(event.target.value) })}
          >
            {slotChoices
              .filter((minutes) => minutes >= SLOT_MINUTES_MIN && minutes <= SLOT_MINUTES_MAX)
              .map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} мин
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="schedule-horizon">
            Запись открыта на, дней вперёд
          </label>
          <input
            id="schedule-horizon"
            className="field__input"
            type="number"
            min={1}
            max={HORIZON_DAYS_MAX}
            value={draft.horizonDays}
            onChange={(event) => setDraft({ ...draft, horizonDays: Number(event.target.value) })}
          />
        </div>
      </div>
      <ul className="schedule-days">
        {WEEKDAY_NAMES.map((name, index) => {
          const weekday = index + 1;
          const day = dayOf(weekday);
          const dayErrors = errors.byWeekday.get(weekday) ?? [];
          const described = dayErrors.length > 0 ? { 'aria-invalid': true, 'aria-describedby': errorId(weekday) } : {};
          return (
            <li
              key={weekday}
              id={`schedule-day-${weekday}`}
              className={`schedule-day${day ? ' schedule-day--on' : ''}${dayErrors.length > 0 ? ' schedule-day--invalid' : ''}`}
            >
              <label className="check schedule-day__name">
                <input
                  type="checkbox"
                  checked={Boolean(day)}
                  onChange={(event) => setDay(weekday, event.target.checked ? { weekday, start: '09:00', end: '18:00', breaks: [] } : null)}
                />
                {name}
              </label>
              {day ? (
                <div className="schedule-day__hours">
                  <TimeRangeInputs
                    label={name}
                    start={day.start}
                    end={day.end}
                    described={described}
                    onChange={(start, end) => setDay(weekday, { ...day, start, end })}
                  />
                  {day.breaks.map((pause, at) => (
                    <div key={at} className="schedule-day__break">
                      <span className="schedule-day__break-label">Перерыв</span>
                      <TimeRangeInputs
                        label={`${name}, перерыв ${at + 1}`}
                        start={pause.start}
                        end={pause.end}
                        described={described}
                        onChange={(start, end) =>
                          setDay(weekday, { ...day, breaks: day.breaks.map((item, i) => (i === at ? { start, end } : item)) })
                        }
                      />
                      <button
                        type="button"
                        className="icon-button icon-button--danger"
                        aria-label={`Удалить перерыв ${at + 1}: ${name}`}
                        onClick={() => setDay(weekday, { ...day, breaks: day.breaks.filter((_, i) => i !== at) })}
                      >
                        <TrashIcon />
                      </button>
                    </div>
                  ))}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setDay(weekday, { ...day, breaks: [...day.breaks, { start: '13:00', end: '14:00' }] })}
                  >
                    <PlusIcon /> Добавить перерыв
                  </button>
                  <RowErrors id={errorId(weekday)} messages={dayErrors} />
                </div>
              ) : (
                <span className="schedule-day__off">Выходной</span>
              )}
            </li>
          );
        })}
      </ul>
      <ScheduleExceptions
        exceptions={draft.exceptions}
        errors={errors.byException}
        onChange={(exceptions) => {
          setErrors(noScheduleErrors());
          setDraft((current) => ({ ...current, exceptions }));
        }}
      />
      <FormMessages messages={errors.other} />
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          Отмена
        </button>
        <button type="button" className="btn btn--primary btn--small" onClick={apply}>
          Применить расписание
        </button>
      </div>
    </Modal>
  );
}
