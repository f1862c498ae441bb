// A booking's story after it was made, as 'Заявки' tells it (issue 26 §2 §3): the patient's cancel or move by the
// visit link, and each reminder once it was done with. Times on the clinic's clocks, as the rest of the lead.
import type { LeadView } from '../schemas/leads';
import type { ReminderChannelResult, ReminderOutcome } from '../schemas/visit-history';
import { clinicTime, wallTimeText } from './clinic-time';

type VisitHistoryOf = Pick<LeadView, 'visitChange' | 'reminders' | 'timezone'>;

const CHANNEL_RESULT: Record<'mail' | 'sms', Record<ReminderChannelResult, string>> = {
  mail: { sent: 'письмо отправлено', refused: 'письмо не принято почтой' },
  sms: { sent: 'SMS отправлено', refused: 'SMS не принято шлюзом' },
};

function reminderText(reminder: ReminderOutcome): string {
  if (reminder.late) return 'не отправлено: визит уже начался';
  const parts = (['mail', 'sms'] as const).flatMap((channel) => {
    const result = reminder[channel];
    return result ? [CHANNEL_RESULT[channel][result]] : [];
  });
  return parts.length > 0 ? parts.join(', ') : 'не отправлено: нет e-mail пациента, SMS не подключены';
}

/** One line per event, oldest first; none for a lead without them. */
export function visitHistoryLines(lead: VisitHistoryOf): string[] {
  const at = (instant: string) => clinicTime(instant, lead.timezone)?.text ?? instant;
  const events: Array<{ at: string; text: string }> = (lead.reminders ?? []).map((reminder) => ({
    at: reminder.at,
    text: `${at(reminder.at)} напоминание за ${reminder.hours} ч о визите ${wallTimeText(reminder.planStart)}: ${reminderText(reminder)}`,
  }));
  const change = lead.visitChange;
  if (change) {
    const text =
      change.kind === 'cancelled'
        ? `${at(change.at)} пациент отменил визит ${wallTimeText(change.from)} по ссылке из письма`
        : `${at(change.at)} пациент перенёс визит с ${wallTimeText(change.from)} по ссылке из письма`;
    events.push({ at: change.at, text });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at)).map((event) => event.text);
}
