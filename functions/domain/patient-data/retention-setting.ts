// The clinic's retention period (issue 28 §2): read with its default, saved within the allowed range (the schema's rule).
import { DEFAULT_RETENTION_MONTHS } from '../../../shared/domain/patient-data/retention';
import type { RetentionAnswer } from '../../../shared/schemas/patient-data';
import { getRetentionMonths, setRetentionMonths } from '../../store/retention';

export async function readRetention(userId: string): Promise<RetentionAnswer> {
  return { months: (await getRetentionMonths(userId)) ?? DEFAULT_RETENTION_MONTHS, defaultMonths: DEFAULT_RETENTION_MONTHS };
}

export async function saveRetention(userId: string, months: number): Promise<RetentionAnswer> {
  await setRetentionMonths(userId, months);
  return { months, defaultMonths: DEFAULT_RETENTION_MONTHS };
}
