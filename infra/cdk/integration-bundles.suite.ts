// Integrations as modules (issue 23 §1) without every function carrying every integration: a function bundles the
// kinds' registry (each kind's rules and entry schema) only when it looks a kind up, and the lead channels only when
// it starts, sends, resends, shows or re-addresses a lead's delivery. The kind modules, the channel descriptors and
// what is made from them are free of side effects (marked pure where made by a call), so a function that only
// reaches them through a shared file (a contract, the resources) drops them. Reads the IAM suite's build.
import { functionEntries } from '../bundling';
import { bundleAll, bundleOf } from '../function-calls';

/** The functions that look a kind's rules up by kind. */
const KIND_LOOKUPS = [
  // The integrations' own calls: normalise, judge, mask and name every kind's entries.
  'GET /api/integration',
  'PUT /api/integration',
  'DELETE /api/integration',
  // The amoCRM flow answers the clinic's whole integrations, masked.
  'GET /api/amo/again/data',
  'POST /api/amo/data',
  'PUT /api/amo/pipeline',
  // The lead lists name each status's destination by its entry (shared/domain/integration-names.ts).
  'GET /api/ticket/user',
  'GET /api/quiz/data',
  // One patient's records name the entries their leads reached (issue 28 §2).
  'GET /api/patient',
  'POST /api/patient/erase',
];

/** The functions that use the lead channels (shared/integrations/lead-channels.ts). */
const CHANNEL_USERS = [
  // A new account's lead destinations (none yet, in the stored shape).
  'POST /api/user/registration/confirm',
  // Every write of the integrations stores the clinic's lead destinations with them.
  'PUT /api/integration',
  'DELETE /api/integration',
  'POST /api/integration/email/confirm',
  'POST /api/integration/telegram/test',
  'POST /api/telegram/webhook',
  'POST /api/amo/data',
  'PUT /api/amo/pipeline',
  'GET /api/amo/again/data',
  'POST /api/google/code',
  'POST /api/google',
  'schedule integration-tokens',
  // A lead's intake sets its first statuses; the lists colour and name them; the resend reopens one channel.
  'POST /api/ticket',
  'POST /api/quiz/send',
  'GET /api/ticket/user',
  'GET /api/quiz/data',
  'POST /api/ticket/resend',
  // A staff's handling answers the lead as the list shows it (its statuses' schema).
  'POST /api/ticket/handling',
  // The patient's visit page reads the lead through its entity; a cancel or a move puts its destinations back to pending.
  'POST /api/visit',
  'POST /api/visit/cancel',
  'POST /api/visit/reschedule',
  // The channels' consumers (the MIS one takes its destination from the booking alone).
  'queue lead-mail',
  'queue lead-telegram',
  'queue lead-amo',
  'queue lead-google',
  'queue lead-sms',
  // A stored lead is read through its entity (functions/store/leads.ts), whose decoder knows its statuses' schema.
  'queue lead-mis',
  'DELETE /api/google',
  'GET /api/ticket/journal',
  'GET /api/ident/GetTickets',
  'GET /api/ident/GetOngoingCalls',
  'GET /api/ident/GetFinishedCalls',
  'POST /api/ident/PostTimeTable',
  'queue mis-sync',
  'schedule lead-sweeper',
  // A visit's reminder reads its lead (the entity above) to know the visit is still booked at that time.
  'queue reminder',
  // The outside systems one patient's leads were delivered to (issue 28 §2), and the retention job, which reads the
  // leads it anonymises through the lead entity (its statuses' schema).
  'GET /api/patient',
  'POST /api/patient/erase',
  'schedule retention',
];

describe('what of the integrations each function bundles', () => {
  let bundles: Array<{ name: string; inputs: string[] }> = [];
  beforeAll(async () => {
    const entries = await functionEntries();
    bundleAll(entries.map(({ entry }) => entry));
    bundles = await Promise.all(entries.map(async ({ name, entry }) => ({ name, inputs: (await bundleOf(entry)).inputs })));
  }, 180_000);

  const carrying = (module: string) =>
    bundles
      .filter((bundle) => bundle.inputs.includes(module))
      .map((bundle) => bundle.name)
      .sort();

  it('the kinds’ registry only where a kind is looked up', () => {
    expect(carrying('shared/integrations/registry.ts')).toEqual([...KIND_LOOKUPS].sort());
  });

  it('the lead channels only where a lead’s delivery is started, sent, shown or re-addressed', () => {
    expect(carrying('shared/integrations/lead-channels.ts')).toEqual([...CHANNEL_USERS].sort());
  });

  it('the channel queues’ descriptors only where a queue is named (not in a function that sends to none)', () => {
    expect(carrying('functions/integrations/registry.ts')).not.toContain('GET /api/challenge');
    expect(carrying('functions/integrations/registry.ts')).toContain('POST /api/ticket/resend');
  });
});
