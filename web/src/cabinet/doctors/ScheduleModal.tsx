// The weekly schedule of a doctor added by hand: working days with hours and breaks, slot length and how
// far ahead the widget offers slots. Checked by the shared schema before it is applied.
import { useState } from 'react';
import {
  HORIZON_DAYS_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  weeklyScheduleSchema,
  type WeeklySchedule,
  type WorkingDay,
} from '../../../../shared/schemas/doctor';
import { FormMessages } from '../../ui/FormMessages';
import { Modal, PlusIcon, TrashIcon } from '../controls/Modal';
import { TimeInput } from '../controls/TimeInput';
import { defaultSchedule, WEEKDAY_NAMES } from './doctor-model';

interface ScheduleModalProps {
  doctorName: string;
  schedule: WeeklySchedule | null;
  onApply: (schedule: WeeklySchedule) => void;
  onClose: () => void;
}

const SLOT_CHOICES = [10, 15, 20, 30, 40, 45, 60, 90, 120];

export function ScheduleModal({ doctorName, schedule, onApply, onClose }: ScheduleModalProps) {
  const [draft, setDraft] = useState<WeeklySchedule>(() => schedule ?? defaultSchedule());
  const [messages, setMessages] = useState<string[]>([]);
  const dayOf = (weekday: number) => draft.days.find((day) => day.weekday === weekday);

  function setDay(weekday: number, next: WorkingDay | null) {
    setMessages([]);
    setDraft((current) => {
      const days = current.days.filter((day) => day.weekday !== weekday);
      if (next) days.push(next);
      return { ...current, days: days.sort((a, b) => a.weekday - b.weekday) };
    });
  }

  function apply() {
    const parsed = weeklyScheduleSchema.safeParse(draft);
    if (!parsed.success) {
      setMessages([...new Set(parsed.error.issues.map((issue) => issue.message))]);
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
          return (
            <li key={weekday} className={`schedule-day${day ? ' schedule-day--on' : ''}`}>
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
                    onChange={(start, end) => setDay(weekday, { ...day, start, end })}
                  />
                  {day.breaks.map((pause, at) => (
                    <div key={at} className="schedule-day__break">
                      <span className="schedule-day__break-label">Перерыв</span>
                      <TimeRangeInputs
                        label={`${name}, перерыв ${at + 1}`}
                        start={pause.start}
                        end={pause.end}
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
                </div>
              ) : (
                <span className="schedule-day__off">Выходной</span>
              )}
            </li>
          );
        })}
      </ul>
      <FormMessages messages={messages} />
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

function TimeRangeInputs({
  label,
  start,
  end,
  onChange,
}: {
  label: string;
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
}) {
  return (
    <span className="time-range">
      <TimeInput label={`${label}: начало`} value={start} onChange={(next) => onChange(next, end)} />
      <span aria-hidden="true">—</span>
      <TimeInput label={`${label}: конец`} value={end} onChange={(next) => onChange(start, next)} />
    </span>
  );
}
