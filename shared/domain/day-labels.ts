// How a patient reads a day and a time of a visit in Russian: the booking widget's calendar and the visit
// page (/visit) write them alike, so a time the widget offered is found by the same words on the page.
const MONTHS_OF = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** '2025-03-12' → '12 марта, среда'. */
export function dayLabel(date: string): string {
  const [year, month, day] = partsOf(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${day} ${MONTHS_OF[month - 1]}, ${WEEKDAYS[weekday]}`;
}

/** '2025-03-12', '10:30' → '12 марта, 10:30'. */
export function slotLabel(date: string, time: string): string {
  const [, month, day] = partsOf(date);
  return `${day} ${MONTHS_OF[month - 1]}, ${time}`;
}
