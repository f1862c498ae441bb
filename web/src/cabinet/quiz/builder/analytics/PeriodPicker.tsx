// The period of Аналитика (docs/contract/widget-quiz-configurator.md §4): the whole counted time, Сегодня, Вчера, Неделя, Месяц in the
// clinic's time zone, or Свой: two clicks on a calendar (react-day-picker), the earlier day first.
import { format, parseISO } from 'date-fns';
import { ru } from 'date-fns/locale/ru';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  ANALYTICS_PERIOD_TITLES,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type DayRange,
  periodDays,
} from '../../../../../../shared/domain/quiz/analytics-periods';

export type PeriodChoice = { period: 'all' } | { period: Exclude<AnalyticsPeriod, 'custom'> } | { period: 'custom'; days: DayRange };

const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');
const dateOf = (day: string) => parseISO(day);
const shown = (day: string) => format(dateOf(day), 'd MMMM yyyy', { locale: ru });

/** The days of a choice in the clinic's zone, or undefined for the whole counted time. */
export function daysOf(choice: PeriodChoice, timeZone: string, now = new Date()): DayRange | undefined {
  if (choice.period === 'all') return undefined;
  if (choice.period === 'custom') return choice.days;
  return periodDays(choice.period, timeZone, now);
}

export function describeDays(days: DayRange | undefined): string {
  if (!days) return 'за всё время с последнего сброса';
  return days.from === days.to ? shown(days.from) : `${shown(days.from)} — ${shown(days.to)}`;
}

interface PeriodPickerProps {
  choice: PeriodChoice;
  timeZone: string;
  onChange: (choice: PeriodChoice) => void;
}

export function PeriodPicker({ choice, timeZone, onChange }: PeriodPickerProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const options: Array<PeriodChoice['period']> = ['all', ...ANALYTICS_PERIODS];
  const pick = (period: PeriodChoice['period']) => {
    if (period === 'custom') setCalendarOpen((open) => !open);
    else {
      setCalendarOpen(false);
      onChange({ period });
    }
  };
  return (
    <div className="period-picker">
      <fieldset className="period-picker__options">
        <legend className="visually-hidden">Период</legend>
        {options.map((period) => (
          <button
            key={period}
            type="button"
            className="period-picker__option"
            aria-pressed={choice.period === period}
            aria-expanded={period === 'custom' ? calendarOpen : undefined}
            onClick={() => pick(period)}
          >
            {period === 'all' ? 'Всё время' : ANALYTICS_PERIOD_TITLES[period]}
          </button>
        ))}
      </fieldset>
      {calendarOpen ? (
        <RangeCalendar
          timeZone={timeZone}
          onPicked={(days) => {
            setCalendarOpen(false);
            onChange({ period: 'custom', days });
          }}
        />
      ) : null}
    </div>
  );
}

/** Two clicks make the range, in either order (docs/contract/widget-quiz-configurator.md §4); days after the clinic's today cannot be picked. */
function RangeCalendar({ timeZone, onPicked }: { timeZone: string; onPicked: (days: DayRange) => void }) {
  const [first, setFirst] = useState<string | null>(null);
  const today = periodDays('today', timeZone, new Date()).to;
  return (
    <div className="period-picker__calendar">
      <p className="panel__hint" aria-live="polite">
        {first ? `Начало: ${shown(first)}. Выберите второй день периода.` : 'Выберите первый день периода.'}
      </p>
      <DayPicker
        mode="range"
        locale={ru}
        weekStartsOn={1}
        defaultMonth={dateOf(today)}
        endMonth={dateOf(today)}
        disabled={{ after: dateOf(today) }}
        selected={first ? { from: dateOf(first), to: undefined } : undefined}
        onSelect={(_range, clicked) => {
          const day = dayOf(clicked);
          if (!first) setFirst(day);
          else onPicked(periodDays('custom', timeZone, new Date(), [first, day]));
        }}
      />
    </div>
  );
}
