// The calendar (docs/contract/widget-quiz-configurator.md §2, §4): month tabs, ПН–ВС headings with the weekend in red, Monday-first
// week rows where only days with a free slot are active, and the chosen day's times grouped by part of day.
import type { FreeSlots } from '../../../shared/schemas/widget';
import { h } from '../dom';
import { dayLabel, monthTitle } from '../format';
import { groupByPartOfDay, monthsOf, weeksFromFirstFree } from '../slots';
import type { ViewContext } from './context';

const WEEKDAYS = ['ПН', 'ВТ', 'СР', 'ЧТ', 'ПТ', 'СБ', 'ВС'];

export function calendarScreen(context: ViewContext, slots: FreeSlots): HTMLElement {
  const { state, actions } = context;
  const months = monthsOf(slots);
  if (months.length === 0) {
    return h(
      'div',
      { class: 'w-empty' },
      h('p', null, 'Свободного времени для записи онлайн сейчас нет. Оставьте заявку — администратор подберёт удобное время.'),
      h('button', { type: 'button', class: 'w-primary', key: 'no-slots-help', onclick: actions.consultation }, 'Оставить заявку'),
    );
  }
  const month = state.month && months.includes(state.month) ? state.month : months[0]!;
  const days = Object.keys(slots).filter((date) => date.startsWith(month));
  const date = state.choice.date && slots[state.choice.date] ? state.choice.date : days[0]!;
  return h(
    'div',
    { class: 'w-calendar' },
    months.length > 1 &&
      h(
        'div',
        { class: 'w-chips w-months', role: 'group', 'aria-label': 'Месяц' },
        months.map((value) =>
          h(
            'button',
            {
              type: 'button',
              class: 'w-chip',
              key: `month:${value}`,
              'aria-pressed': String(value === month),
              onclick: () => actions.month(value),
            },
            monthTitle(value),
          ),
        ),
      ),
    months.length === 1 && h('p', { class: 'w-month-title' }, monthTitle(month)),
    h(
      'div',
      { class: 'w-grid', role: 'group', 'aria-label': `Дни, ${monthTitle(month)}` },
      WEEKDAYS.map((name, index) => h('span', { class: `w-weekday${index >= 5 ? ' w-weekend' : ''}`, 'aria-hidden': 'true' }, name)),
      weeksFromFirstFree(month, slots)
        .flat()
        .map((day, index) => {
          if (!day) return h('span', { class: 'w-day-pad', 'aria-hidden': 'true' });
          const free = Boolean(slots[day]);
          return h(
            'button',
            {
              type: 'button',
              class: `w-day${index % 7 >= 5 ? ' w-weekend' : ''}`,
              key: `day:${day}`,
              disabled: !free,
              'aria-pressed': String(day === date),
              'aria-label': free ? dayLabel(day) : `${dayLabel(day)}, нет свободного времени`,
              onclick: () => actions.date(day),
            },
            String(Number(day.slice(8))),
          );
        }),
    ),
    h(
      'section',
      { class: 'w-times', 'aria-label': `Время, ${dayLabel(date)}` },
      h('h3', { class: 'w-times-day' }, dayLabel(date)),
      groupByPartOfDay(slots[date] ?? []).map((group) =>
        h(
          'div',
          { class: 'w-part' },
          h('h4', { class: 'w-part-title' }, group.part),
          h(
            'div',
            { class: 'w-slots' },
            group.times.map((time) =>
              h(
                'button',
                {
                  type: 'button',
                  class: 'w-slot',
                  key: `slot:${date}:${time}`,
                  'aria-label': `${dayLabel(date)}, ${time}`,
                  onclick: () => actions.time(date, time),
                },
                time,
              ),
            ),
          ),
        ),
      ),
    ),
    h('button', { type: 'button', class: 'w-link', key: 'no-time', onclick: actions.consultation }, 'Нет подходящего времени'),
  );
}
