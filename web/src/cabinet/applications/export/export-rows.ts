// The rows of the export of 'Заявки' (issue 26 §1), pure: one row per lead, the columns a receptionist
// works with, every value as text, times on the clinic's clocks. Both files are made from these rows.
import { clinicTime } from '../../../../../shared/domain/clinic-time';
import { utmSourceOf } from '../../../../../shared/domain/lead-list/source';
import { HANDLING_LABELS } from '../../../../../shared/schemas/lead-handling';
import type { LeadView } from '../../../../../shared/schemas/leads';
import { consentRecordText } from '../../../../../shared/domain/consent/record-text';
import { visitHistoryLines } from '../../../../../shared/domain/visit-history';
import { formatPlanStart, leadKindLabel, quizNameOf, type LeadQuizzes } from '../lead-view';

export const EXPORT_HEADER = [
  'Дата (время клиники)',
  'ФИО',
  'Телефон',
  'Обработка',
  'Заметка',
  'Кто изменил',
  'Врач',
  'Услуга',
  'Время приёма',
  'Отмена, перенос, напоминания',
  'Тип',
  'Источник',
  'utm_source',
  'UTM',
  'Страница',
  'Комментарий',
  'Дата рождения',
  'Device',
  'Согласие на обработку ПД',
  'Номер заявки',
] as const;

function sourceOf(lead: LeadView, quizzes: LeadQuizzes): string {
  return lead.kind === 'quiz' ? `Квиз «${quizNameOf(lead, quizzes)}»` : 'Виджет';
}

export function exportRow(lead: LeadView, quizzes: LeadQuizzes): string[] {
  const last = lead.handling.history.at(-1);
  return [
    clinicTime(lead.createdAt, lead.timezone)?.text ?? lead.createdAt,
    lead.ClientFullName.trim(),
    lead.ClientPhone.trim(),
    HANDLING_LABELS[lead.handling.status],
    lead.handling.note,
    last?.by.name ?? '',
    lead.DoctorName?.trim() ?? '',
    lead.DoctorService?.trim() ?? '',
    lead.PlanStart ? formatPlanStart(lead.PlanStart) : '',
    visitHistoryLines(lead).join('; '),
    leadKindLabel(lead),
    sourceOf(lead, quizzes),
    utmSourceOf(lead.Utm),
    lead.Utm.trim(),
    lead.URL.trim(),
    lead.comment?.trim() ?? '',
    lead.birthdate ?? '',
    lead.deviceType,
    consentRecordText(lead.consent, lead.timezone),
    lead._id,
  ];
}

export const exportRows = (leads: readonly LeadView[], quizzes: LeadQuizzes): string[][] => leads.map((lead) => exportRow(lead, quizzes));

/** 'zayavki-2026-03-10.xlsx': the day the file was made, in the browser's calendar. */
export function exportFileName(extension: 'csv' | 'xlsx', now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `zayavki-${day}.${extension}`;
}
