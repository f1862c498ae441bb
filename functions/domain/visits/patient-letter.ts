// The patient's letter about their booking (issue 26 §2): the clinic, doctor, service, address and time on the
// clinic's clocks, the visit's link to cancel or move it, and the visit as an .ics file. The same letter says
// so when the patient has since moved or cancelled the visit (the lead's mail destinations go pending again).
import { clinicWallTimeLabel } from '../../../shared/domain/clinic-time';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/send-mail';
import type { LeadItem } from '../../store/leads';
import { visitIcs } from './visit-ics';

export { PATIENT_DESTINATION_PREFIX } from '../../../shared/integrations/channels/email';

function titleOf(lead: LeadItem): string {
  if (lead.visitChange?.kind === 'cancelled') return 'Запись отменена';
  if (lead.visitChange?.kind === 'rescheduled') return 'Запись перенесена';
  return 'Вы записаны на приём';
}

export function patientLetter(lead: LeadItem, to: string, link: string): MailMessage {
  const cancelled = lead.visitChange?.kind === 'cancelled';
  const title = titleOf(lead);
  const rows: Array<[string, string]> = (
    [
      ['Клиника', lead.clinicName],
      ['Врач', lead.DoctorName ?? ''],
      ['Услуга', lead.DoctorService ?? ''],
      ['Адрес', lead.address ?? ''],
      ['Время', clinicWallTimeLabel(lead.PlanStart ?? '', lead.timezone)],
    ] as Array<[string, string]>
  ).filter(([, value]) => value.trim() !== '');
  const action = cancelled ? '' : `Отменить или перенести запись: ${link}`;
  const text = [`${title} — ${lead.clinicName}`, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', action].join('\n').trim();
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
    `<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><td style="color:#666">${escapeHtml(label)}</td><td><b>${escapeHtml(value)}</b></td></tr>`),
    '</table>',
    cancelled ? '' : `<p><a href="${escapeHtml(link)}">Отменить или перенести запись</a></p>`,
    '<p style="color:#666;font-size:13px">Событие для календаря — во вложении (visit.ics).</p>',
    '</body></html>',
  ].join('');
  return {
    to: [to],
    kind: 'patient-visit',
    subject: `${title}: ${lead.clinicName}, ${clinicWallTimeLabel(lead.PlanStart ?? '', lead.timezone)}`,
    text,
    html,
    attachments: [{ fileName: 'visit.ics', contentType: 'text/calendar; charset=utf-8', content: visitIcs(lead, link) }],
  };
}
