// Where a lead came from, as 'Заявки' filters it: the booking widget or a quiz (which one), the page it was
// sent from (its landing page) and the utm_source it carried.

/** The source filter's values: 'widget', 'quiz' (any quiz) or 'quiz:<quiz id>'. */
export const SOURCE_WIDGET = 'widget';
export const SOURCE_ANY_QUIZ = 'quiz';
export const QUIZ_SOURCE_PREFIX = 'quiz:';

export const quizSource = (quizId: string) => `${QUIZ_SOURCE_PREFIX}${quizId}`;

export interface SourcedLead {
  kind: 'booking' | 'quiz';
  quizId?: string;
}

export function matchesSource(lead: SourcedLead, source: string): boolean {
  if (source === SOURCE_WIDGET) return lead.kind === 'booking';
  if (source === SOURCE_ANY_QUIZ) return lead.kind === 'quiz';
  return lead.kind === 'quiz' && source === quizSource(lead.quizId ?? '');
}

/** The utm_source of the lead's 'name: value' UTM lines, or ''. */
export function utmSourceOf(utm: string): string {
  const line = utm.split(/\r?\n/).find((each) => /^\s*utm_source\s*:/i.test(each));
  return line ? line.replace(/^[^:]*:/, '').trim() : '';
}

/** The page a lead was sent from without its query, fragment, scheme and 'www.': 'clinic.ru/implants'; '' for no address. */
export function landingPageOf(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  try {
    const parsed = new URL(/^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return `${parsed.host.replace(/^www\./i, '')}${parsed.pathname}`.replace(/\/+$/, '').toLowerCase();
  } catch {
    return '';
  }
}
