// The shared allowances at production size, against DynamoDB Local: past the clinic's soft limit a lead
// needs a solved proof of work (a flood from many addresses must pay for each lead), past its hard limit
// the clinic refuses with the wait, another clinic's leads still go through, and the product-wide caps
// hold. Each test starts its window's counter at the limit (as if the flood had come) instead of sending it.
import { jest } from '@jest/globals';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { ticketInputSchema } from '../../shared/schemas/ticket';
import { newClinic, ticketOf } from '../test/leads-support';

useRuntimeInProcess();
process.env.ORIGIN_VERIFY_SECRET ??= 'in-process-test-origin-secret';
const { submitTicket } = await import('./leads/submit');
const { admitLandingLead, allowances, spendErrorReportAllowance } = await import('./allowances');
const { METRIC_NAMES } = await import('../metrics');
const { newChallenge } = await import('./abuse/proof-of-work');
const { rateCounterKey } = await import('../store/rate-counters');
const { dynamoDb, PutCommand } = await import('../clients/dynamodb');
const { config } = await import('../config');
const { solvedHeader } = await import('../test/challenge-support');

/** The counter of `scope` in the window of `at`, as if `uses` calls had been counted already. */
async function usedAlready(scope: string, at: number, uses: number): Promise<void> {
  const item = { ...rateCounterKey(scope, Math.floor(at / 60_000) * 60_000), uses, expiresAt: Math.ceil(at / 1000) + 3600 };
  await dynamoDb.send(new PutCommand({ TableName: config.tableName(), Item: item }));
}

let address = 0;
/** A caller of its own (another address each time), with a solved proof if asked. */
const caller = async (proved: boolean, at = Date.now()) => ({
  address: `198.51.100.${++address}`,
  ...(proved ? { proof: await solvedHeader(await newChallenge(at)) } : {}),
});

it('asks every lead of a clinic past its soft limit for a proof, refuses past its hard limit with the wait, and spares other clinics', async () => {
  const [flooded, other] = await Promise.all([newClinic(), newClinic()]);
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 20_000);
  const submit = async (clinicId: string, proved: boolean) =>
    submitTicket(
      ticketInputSchema.parse({ ...ticketOf(clinicId), ClientPhone: `+7 916 000-00-${String(address).padStart(2, '0')}` }),
      await caller(proved),
      at,
    );
  await usedAlready(`leads#${flooded.clinicId}`, at.getTime(), allowances.clinicLeads.soft);

  await expect(submit(flooded.clinicId, false)).rejects.toMatchObject({ code: 'CHALLENGE_REQUIRED' });
  await expect(submit(flooded.clinicId, true)).resolves.toMatchObject({ createdAt: at.toISOString() });

  await usedAlready(`leads#${flooded.clinicId}`, at.getTime(), allowances.clinicLeads.limit - 1);
  await expect(submit(flooded.clinicId, true)).resolves.toMatchObject({ createdAt: at.toISOString() });
  const written = capturedMetricLines();
  const refusal = submit(flooded.clinicId, true);
  await expect(refusal).rejects.toMatchObject({ code: 'CLINIC_BUSY', retryAfterSeconds: 40 });
  await expect(refusal).rejects.toThrow('Клиника получает слишком много заявок. Попробуйте ещё раз через 40 с');
  await expect(submit(other.clinicId, false)).resolves.toMatchObject({ createdAt: at.toISOString() });
  // The 429 is counted for the ops alarm on per-clinic 429 bursts, the clinic and gate in the line, not as dimensions.
  expect(written.restore()).toEqual([
    expect.objectContaining({
      clinicId: flooded.clinicId,
      gate: 'clinic',
      [METRIC_NAMES.clinicLeadsRefused]: 1,
      _aws: expect.objectContaining({
        CloudWatchMetrics: [
          { Namespace: 'DentLead', Dimensions: [[]], Metrics: [{ Name: METRIC_NAMES.clinicLeadsRefused, Unit: 'Count' }] },
        ],
      }),
    }),
  ]);
});

it('takes a solved proof once: a replay is asked again', async () => {
  const clinic = await newClinic();
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 20_000);
  await usedAlready(`leads#${clinic.clinicId}`, at.getTime(), allowances.clinicLeads.soft);
  const proved = await caller(true);
  const submit = (phone: string) => submitTicket(ticketInputSchema.parse({ ...ticketOf(clinic.clinicId), ClientPhone: phone }), proved, at);
  await expect(submit('+7 916 111-11-11')).resolves.toMatchObject({ createdAt: at.toISOString() });
  await expect(submit('+7 916 111-11-12')).rejects.toMatchObject({ code: 'CHALLENGE_REQUIRED' });
});

it('caps landing leads for the whole product per minute: a proof past the soft limit, 429 past the hard one', async () => {
  // A window of its own weeks ahead, so the runtime's own traffic in this minute does not count here.
  const at = Math.floor(Date.now() / 60_000) * 60_000 + (7 * 24 * 60 + Math.floor(Math.random() * 1e5)) * 60_000;
  await usedAlready('landing-leads', at, allowances.landingLeads.soft);
  await expect(admitLandingLead(await caller(false), at)).rejects.toMatchObject({ code: 'CHALLENGE_REQUIRED' });
  await usedAlready('landing-leads', at, allowances.landingLeads.limit - 1);
  await expect(admitLandingLead(await caller(true, at), at)).resolves.toBeUndefined();
  await expect(admitLandingLead(await caller(true, at), at)).rejects.toMatchObject({ code: 'TOO_MANY_LEADS', retryAfterSeconds: 60 });
});

it('caps error reports for the whole product per minute', async () => {
  const at = Math.floor(Date.now() / 60_000) * 60_000 + (7 * 24 * 60 + Math.floor(Math.random() * 1e5)) * 60_000;
  await usedAlready('error-reports', at, allowances.errorReports.limit - 1);
  await expect(spendErrorReportAllowance(at)).resolves.toBeUndefined();
  await expect(spendErrorReportAllowance(at)).rejects.toMatchObject({ code: 'TOO_MANY_REPORTS', retryAfterSeconds: 60 });
});

/** Metric lines written to stdout from now on, kept out of the report, until restore(); other output passes. */
function capturedMetricLines() {
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
