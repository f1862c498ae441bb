// The root page of the DentalPRO and MacDent fakes: the appointments booked in them (by the lead-mis
// consumer or a test), so a person running `npm start` sees the widget's booking arrive in the "MIS".
import { escapeHtml } from '../../../functions/mail/escape-html';

export interface BookingRow {
  /** The clinic's token in the fake. */
  clinic: string;
  id: string;
  doctor: string;
  start: string;
  end: string;
  patient: string;
  comment: string;
}

export function bookingsPage(system: string, heading: string, rows: readonly BookingRow[]): string {
  const cells = (row: BookingRow) =>
    [row.id, row.doctor, row.start, row.end, row.patient, row.comment, row.clinic.slice(0, 24)]
      .map((value) => `<td>${escapeHtml(value)}</td>`)
      .join('');
  const table =
    rows.length === 0
      ? '<p>Записей пока нет: запишитесь в виджете к врачу из этой МИС.</p>'
      : '<table><thead><tr><th>№</th><th>Врач</th><th>Начало</th><th>Конец</th><th>Пациент</th><th>Комментарий</th><th>Клиника (токен)</th></tr></thead>' +
        `<tbody>${rows.map((row) => `<tr>${cells(row)}</tr>`).join('')}</tbody></table>`;
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(system)} (локальная имитация)</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;` +
    'padding:0 1rem;color:#1d1d1f}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}' +
    `</style></head><body><h1>${escapeHtml(system)} (локальная имитация)</h1><h2>${escapeHtml(heading)}</h2>${table}</body></html>`
  );
}
