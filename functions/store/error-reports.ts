import { PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

export const ERROR_REPORT_TTL_DAYS = 30;

export interface ErrorReport {
  id: string;
  receivedAt: string;
  [field: string]: unknown;
}

export async function saveErrorReport(report: ErrorReport): Promise<void> {
  const expiresAt = Math.floor(Date.parse(report.receivedAt) / 1000) + ERROR_REPORT_TTL_DAYS * 24 * 3600;
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...keys.errorReport(report.receivedAt, report.id), entity: 'errorReport', ...report, expiresAt },
    }),
  );
}
