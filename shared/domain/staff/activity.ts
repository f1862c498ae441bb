// What the clinic's activity log records (issue 29): who changed what and when. The kinds are what the owner
// filters by; every entry is bounded, so the log of a busy clinic cannot grow an item past its size.

export const activityKinds = ['doctor', 'service', 'clinic', 'integration', 'quiz', 'lead', 'staff'] as const;
export type ActivityKind = (typeof activityKinds)[number];
export type ActivityAction = 'created' | 'changed' | 'deleted';

export const activityKindNames: Record<ActivityKind, string> = {
  doctor: 'Врачи',
  service: 'Услуги и цены',
  clinic: 'Клиника',
  integration: 'Интеграции',
  quiz: 'Квизы',
  lead: 'Заявки',
  staff: 'Сотрудники',
};

export const activityActionNames: Record<ActivityAction, string> = {
  created: 'добавил(а)',
  changed: 'изменил(а)',
  deleted: 'удалил(а)',
};

/** Entries stay a year (DynamoDB TTL), then go. */
export const ACTIVITY_KEPT_DAYS = 365;
/** What an entry names (a doctor's name, a quiz's title …) is cut to this many characters. */
export const ACTIVITY_SUBJECT_MAX = 200;

/** An entry's subject, one line and bounded. */
export function activitySubject(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > ACTIVITY_SUBJECT_MAX ? `${line.slice(0, ACTIVITY_SUBJECT_MAX - 1)}…` : line;
}
