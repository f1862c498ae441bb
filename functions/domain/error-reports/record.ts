// (handler) --> record browser error report --> log (without what the browser wrote) + store (kept 30 days)
import { randomUUID } from 'node:crypto';
import { pageWithoutQuery } from '../../../shared/domain/patient-data/anonymise';
import type { ErrorReportInput } from '../../../shared/schemas/error-report';
import { logger } from '../../logger';
import { saveErrorReport } from '../../store/error-reports';
import { spendErrorReportAllowance } from '../allowances';

export async function recordErrorReport(report: ErrorReportInput, userAgent: string | undefined, now = new Date()): Promise<void> {
  await spendErrorReportAllowance(now.getTime());
  const entry = { id: randomUUID(), receivedAt: now.toISOString(), userAgent: userAgent ?? '', ...report };
  // What tells reports apart, not what the browser wrote: its message and page address may hold what a patient typed
  // (issue 28 §2: no patient data in the logs). The whole report is in the table, for 30 days.
  logger.warn('browser error report', {
    report: {
      id: entry.id,
      errName: entry.errName,
      component: entry.component,
      page: pageWithoutQuery(entry.url),
      userAgent: entry.userAgent,
    },
  });
  await saveErrorReport(entry);
}
