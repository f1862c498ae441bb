// (handler) --> record browser error report --> log + store (kept 30 days)
import { randomUUID } from 'node:crypto';
import type { ErrorReportInput } from '../../../shared/schemas/error-report';
import { logger } from '../../logger';
import { saveErrorReport } from '../../store/error-reports';
import { spendErrorReportAllowance } from '../allowances';

export async function recordErrorReport(report: ErrorReportInput, userAgent: string | undefined, now = new Date()): Promise<void> {
  await spendErrorReportAllowance(now.getTime());
  const entry = { id: randomUUID(), receivedAt: now.toISOString(), userAgent: userAgent ?? '', ...report };
  logger.warn('browser error report', { report: entry });
  await saveErrorReport(entry);
}
