// The patient's reminder of a booked visit by e-mail (issue 26 §2): the clinic, doctor, address and time on the
// clinic's clocks, and the visit's link to cancel or move it.
import { clinicWallTimeLabel } from '../../../shared/domain/clinic-time';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/send-mail';
import type { LeadItem } from '../../store/leads';

export function reminderLetter(lead: LeadItem, to: string, link: string): MailMessage {
  const time = clinicWallTimeLabel(lead.PlanStart ?? '', lead.timezone);
  const rows = (
    [
      ['Клиника', lead.clinicName],
      ['Врач', lead.DoctorName ?? ''],
      ['Адрес', lead.address ?? ''],
      ['Время', time],
    ] as Array<[string, string]>
  ).filter(([, value]) => value.trim() !== '');
  const title = 'Напоминаем о визите';
  return {
    to: [to],
    kind: 'patient-reminder',
    subject: `${title}: ${lead.clinicName}, ${time}`,
    text: [
      `${title} — ${lead.clinicName}`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `Отменить или перенести запись: ${link}`,
    ].join('\n'),
    html: [
      '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
      `<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>`,
      '<table cellpadding="6" style="border-collapse:collapse">',
      ...rows.map(([label, value]) => `<tr><td style="color:#666">${escapeHtml(label)}</td><td><b>${escapeHtml(value)}</b></td></tr>`),
      '</table>',
      `<p><a href="${escapeHtml(link)}">Отменить или перенести запись</a></p>`,
      '</body></html>',
    ].join(''),
  };
}
