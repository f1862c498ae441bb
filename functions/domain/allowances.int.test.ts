// The allowances at production size, against DynamoDB Local: a flood at one clinic is refused there
// with the wait time, another clinic's leads still go through, and the product-wide caps hold. Each
// test starts its window's counter just below the limit (as if the flood had come) instead of sending it.
import { jest } from '@jest/globals';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { ticketInputSchema } from '../../shared/schemas/leads';
import { newClinic, ticketOf } from '../test/leads-support';

useRuntimeInProcess();
const { submitTicket } = await import('./leads/submit');
const { allowances, spendErrorReportAllowance, spendLandingLeadAllowance } = await import('./allowances');
const { METRIC_NAMES } = await import('../metrics');
const { rateCounterKey } = await import('../store/rate-counters');
const { dynamoDb } = await import('../clients/dynamodb');
const { config } = await import('../config');

/** The counter of `scope` in the window of `at`, as if `uses` calls had been counted already. */
async function usedAlready(scope: string, at: number, uses: number): Promise<void> {
  const item = { ...rateCounterKey(scope, Math.floor(at / 60_000) * 60_000), uses, expiresAt: Math.ceil(at / 1000) + 3600 };
  await dynamoDb.send(new PutCommand({ TableName: config.tableName(), Item: item }));
}

it('refuses the lead past the clinic allowance with 429 and the seconds to wait, and spares other clinics', async () => {
  const [flooded, other] = await Promise.all([newClinic(), newClinic()]);
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 20_000);
  const submit = (clinicId: string) => submitTicket(ticketInputSchema.parse(ticketOf(clinicId)), at);
  await usedAlready(`leads#${flooded.clinicId}`, at.getTime(), allowances.clinicLeads.limit - 1);

  await expect(submit(flooded.clinicId)).resolves.toMatchObject({ createdAt: at.toISOString() });
  const written = capturedStdout();
  const refusal = submit(flooded.clinicId);
  await expect(refusal).rejects.toMatchObject({ code: 'CLINIC_BUSY', retryAfterSeconds: 40 });
  await expect(refusal).rejects.toThrow('Клиника получает слишком много заявок. Попробуйте ещё раз через 40 с');
  await expect(submit(other.clinicId)).resolves.toMatchObject({ createdAt: at.toISOString() });
  // The refusal is counted for the ops alarm on per-clinic 429 bursts, with the clinic in the line, not as a dimension.
  expect(written.restore()).toEqual([
    expect.objectContaining({
      clinicId: flooded.clinicId,
      [METRIC_NAMES.clinicLeadsRefused]: 1,
      _aws: expect.objectContaining({
        CloudWatchMetrics: [
          { Namespace: 'DentLead', Dimensions: [[]], Metrics: [{ Name: METRIC_NAMES.clinicLeadsRefused, Unit: 'Count' }] },
        ],
      }),
    }),
  ]);
});

it.each([
  ['landing leads', 'landing-leads', () => allowances.landingLeads.limit, spendLandingLeadAllowance, 'TOO_MANY_LEADS'],
  ['error reports', 'error-reports', () => allowances.errorReports.limit, spendErrorReportAllowance, 'TOO_MANY_REPORTS'],
] as const)('caps %s for the whole product per minute', async (_what, scope, limitOf, spend, code) => {
  // A window of its own weeks ahead, so the runtime's own traffic in this minute does not count here.
  const at = Math.floor(Date.now() / 60_000) * 60_000 + (7 * 24 * 60 + Math.floor(Math.random() * 1e5)) * 60_000;
  await usedAlready(scope, at, limitOf() - 1);
  await expect(spend(at)).resolves.toBeUndefined();
  await expect(spend(at)).rejects.toMatchObject({ code, retryAfterSeconds: 60 });
});

/** Metric lines written to stdout from now on, kept out of the report, until restore(); other output passes. */
function capturedStdout() {
  const lines: unknown[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const text = String(chunk);
    if (!text.startsWith('{"') || !text.includes('"_aws"')) return write(chunk);
    lines.push(JSON.parse(text));
    return true;
  });
  return {
    restore: () => {
      spy.mockRestore();
      return lines;
    },
  };
}
