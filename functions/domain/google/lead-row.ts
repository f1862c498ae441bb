// One lead as one row of the clinic's sheet. The columns follow the spec's lead table (Дата, ФИО,
// Телефон, Device, nowReturn, URL, Utm), then what the table's detail modal shows, then the lead's number,
// by which a retry finds a row whose append went unanswered; columns added later ('Расчёт') follow it, so
// the number stays in its column in a sheet made before them. Values are plain text and are appended with
// valueInputOption=RAW, so '=HYPERLINK(…)' typed by a patient stays text (functions/google/sheets.ts).
import { quizVariantLabel } from '../../../shared/domain/quiz/answer-keys';
import type { LeadItem, VisitChange } from '../../store/leads';
import { estimateText } from '../../../shared/domain/quiz/estimate';
import { clinicTimeLabel } from '../../../shared/domain/clinic-time';
import { formatPlanStart, visitChangeText } from '../leads/lead-message';
import { quizAnswerRows } from '../leads/quiz-answers';

/** The tab's title when we create it; later the tab is addressed by its sheetId, so the clinic may rename it. */
export const SHEET_TITLE = 'Заявки';

export const SHEET_HEADER = [
  'Дата',
  'ФИО',
  'Телефон',
  'Устройство',
  'Вариант страницы',
  'URL',
  'Utm',
  'Дата и время приёма',
  'Врач',
  'Услуга',
  'Дата рождения',
  'Комментарий',
  'Квиз',
  'Ответы',
  'Номер заявки',
  'Расчёт',
] as const;

/** The 0-based column of 'Номер заявки' (where it was before later columns were added). */
export const LEAD_ID_COLUMN_INDEX = SHEET_HEADER.indexOf('Номер заявки');

export function leadRow(lead: LeadItem): string[] {
  const answers = quizAnswerRows(lead)
    .map(([question, answer]) => `${question}: ${answer}`)
    .join('\n');
  const cells: Record<(typeof SHEET_HEADER)[number], string | undefined> = {
    Дата: clinicTimeLabel(lead.createdAt, lead.timezone),
    ФИО: lead.ClientFullName,
    Телефон: lead.ClientPhone,
    Устройство: lead.deviceType,
    'Вариант страницы': lead.nowReturn ? quizVariantLabel(lead.nowReturn) : undefined,
    URL: lead.URL,
    Utm: lead.Utm,
    'Дата и время приёма': lead.PlanStart ? formatPlanStart(lead.PlanStart) : undefined,
    Врач: lead.DoctorName,
    Услуга: lead.DoctorService,
    'Дата рождения': lead.birthdate,
    Комментарий: lead.comment,
    Квиз: lead.kind === 'quiz' ? lead.FormName : undefined,
    Ответы: answers || undefined,
    'Номер заявки': lead.id,
    Расчёт: lead.estimate ? estimateText(lead.estimate) : undefined,
  };
  return SHEET_HEADER.map((column) => cells[column] ?? '');
}

/** The number of a change's row: the lead's and the change's, so a retry finds that row and not the lead's. */
export const visitChangeNumber = (lead: LeadItem, change: VisitChange): string =>
  `${lead.id} / ${change.kind === 'cancelled' ? 'отмена' : 'перенос'} ${change.at}`;

/**
 * The row a patient's cancel or move by the visit link appends (issue 26 §3; appended, not an update of the lead's
 * row, so the sheet keeps what was booked and a clinic's own edits of that row are never overwritten): the lead's
 * row dated at the change, the change in 'Комментарий', its own number.
 */
export function visitChangeRow(lead: LeadItem, change: VisitChange): string[] {
  const row = leadRow(lead);
  row[SHEET_HEADER.indexOf('Дата')] = clinicTimeLabel(change.at, lead.timezone);
  row[SHEET_HEADER.indexOf('Комментарий')] = visitChangeText(lead);
  row[LEAD_ID_COLUMN_INDEX] = visitChangeNumber(lead, change);
  return row;
}
