// What the clinic receives about a lead: a Russian e-mail (HTML + text) and a Telegram message (HTML
// parse mode), both with every field the patient gave. Values are always escaped.
import { clinicTimeLabel } from '../../../shared/domain/clinic-time';
import { QUIZ_VARIANT_LABELS } from '../../../shared/domain/quiz/answer-keys';
import { escapeHtml } from '../../mail/escape-html';
import { clip, escapeTelegramHtml, TELEGRAM_TEXT_LIMIT } from '../../telegram/html';
import type { LeadItem } from '../../store/leads';
import { quizAnswerRows } from './quiz-answers';
import { estimateText } from '../../../shared/domain/quiz/estimate';
import { hiddenFieldsText } from '../../../shared/domain/quiz/hidden-fields';
import { misDoctorId } from '../../mis/snapshot';

/** 'yyyy-mm-ddTHH:mm' → 'dd.mm.yyyy в HH:mm'. */
export function formatPlanStart(planStart: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(planStart);
  return match ? `${match[3]}.${match[2]}.${match[1]} в ${match[4]}` : planStart;
}

export function leadTitle(lead: LeadItem): string {
  if (lead.visitChange) return lead.visitChange.kind === 'cancelled' ? 'Пациент отменил запись' : 'Пациент перенёс запись';
  if (lead.kind === 'quiz') return 'Новая заявка из квиза';
  return lead.action === 'Запись' ? 'Новая запись на приём' : 'Новая заявка на консультацию';
}

/** Label → value, in reading order; empty values are left out. */
export function leadRows(lead: LeadItem): Array<[string, string]> {
  const rows: Array<[string, string | undefined]> = [
    ['ФИО', lead.ClientFullName || 'не указано'],
    ['Телефон', lead.ClientPhone],
    ['E-mail', lead.ClientEmail],
    ...visitChangeRows(lead),
    ['Врач', lead.DoctorName],
    ['Адрес', lead.address],
    ['Услуга', lead.DoctorService],
    ['Дата рождения', lead.birthdate],
    ['Комментарий', lead.comment],
    ['Квиз', lead.kind === 'quiz' ? lead.FormName : undefined],
    ...quizAnswerRows(lead),
    ['Расчёт', lead.estimate ? estimateText(lead.estimate) : undefined],
    ['Вариант страницы', lead.nowReturn === 'abTest' ? QUIZ_VARIANT_LABELS.abTest : undefined],
    ['Устройство', lead.deviceType],
    ['Страница', lead.URL],
    ['UTM', lead.Utm],
    ['Скрытые поля', hiddenFieldsText(lead.hiddenFields)],
    ['Получена', clinicTimeLabel(lead.createdAt, lead.timezone)],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
}

/**
 * Whether the visit is kept in the clinic's MIS too: pushed there (DentalPRO, MacDent), or booked with an IDENT doctor
 * (IDENT takes the clinic's bookings as its tickets, and its API has no call to change one: docs/integrations.md § IDENT).
 */
const keptInMis = (lead: LeadItem) => lead.misBooking !== undefined || (lead.doctorId ?? '').startsWith(misDoctorId('ident', ''));

/** A booking the patient changed by its link says what it was and what to do in the MIS, where it cannot be done for the clinic. */
function visitChangeRows(lead: LeadItem): Array<[string, string | undefined]> {
  const change = lead.visitChange;
  const planStart = lead.PlanStart ? formatPlanStart(lead.PlanStart) : undefined;
  if (!change) return [['Дата и время приёма', planStart]];
  const inMis = keptInMis(lead) ? 'запись в МИС не изменена: измените её в МИС вручную' : undefined;
  if (change.kind === 'cancelled')
    return [
      ['Отменённый приём', planStart],
      ['МИС', inMis],
    ];
  return [
    ['Новое время приёма', planStart],
    ['Прежнее время', formatPlanStart(change.from)],
    ['МИС', inMis],
  ];
}

/** The patient's change in one line (a sheet's cell): 'Пациент перенёс запись. Новое время приёма: …; Прежнее время: …'. */
export function visitChangeText(lead: LeadItem): string {
  const rows = visitChangeRows(lead).filter((row): row is [string, string] => row[1] !== undefined);
  return `${leadTitle(lead)}. ${rows.map(([label, value]) => `${label}: ${value}`).join('; ')}`;
}

export function leadMail(lead: LeadItem): { subject: string; text: string; html: string } {
  const rows = leadRows(lead);
  const title = leadTitle(lead);
  const when = lead.PlanStart ? `, ${formatPlanStart(lead.PlanStart)}` : '';
  const subject = `${title}: ${lead.ClientFullName || lead.ClientPhone}${when}`;
  const text = [
    `${title}${lead.clinicName ? ` — ${lead.clinicName}` : ''}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Заявки клиники: раздел «Заявки» в кабинете ДентЛид.',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
    `<h2 style="margin:0 0 4px">${escapeHtml(title)}</h2>`,
    lead.clinicName ? `<p style="margin:0 0 12px;color:#666">${escapeHtml(lead.clinicName)}</p>` : '',
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="color:#666;vertical-align:top">${escapeHtml(label)}</td><td><b>${escapeHtml(value).replace(/\n/g, '<br>')}</b></td></tr>`,
    ),
    '</table>',
    '<p style="color:#666;font-size:13px">Заявки клиники: раздел «Заявки» в кабинете ДентЛид.</p>',
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** Each value is clipped so the whole message stays within Telegram's 4096 characters. */
export function leadTelegramHtml(lead: LeadItem): string {
  const rows = leadRows(lead);
  const budget = Math.floor((TELEGRAM_TEXT_LIMIT - 200) / Math.max(1, rows.length));
  const lines = rows.map(([label, value]) => `<b>${escapeTelegramHtml(label)}:</b> ${escapeTelegramHtml(clip(value, budget))}`);
  const header = `<b>${escapeTelegramHtml(leadTitle(lead))}</b>${lead.clinicName ? `\n${escapeTelegramHtml(clip(lead.clinicName, 100))}` : ''}`;
  return [header, '', ...lines].join('\n');
}

export function telegramTestHtml(clinicName: string): string {
  return `<b>Тестовое сообщение ДентЛид</b>\nЗаявки${clinicName ? ` клиники «${escapeTelegramHtml(clinicName)}»` : ''} будут приходить в эту группу.`;
}
