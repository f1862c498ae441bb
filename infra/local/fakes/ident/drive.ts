// Plays IDENT against a running `npm start`: `npx tsx infra/local/fakes/ident/drive.ts <key> [app url]`
// pushes a week of schedule for two doctors, then polls GetTickets as IDENT does and prints the tickets, then
// the telephony polls.
import { FakeIdent, sampleTimeTable } from './client';

const [key, appUrl = 'http://localhost:3000'] = process.argv.slice(2);
if (!key) {
  console.error('usage: npx tsx infra/local/fakes/ident/drive.ts <IDENT key from the integrations screen> [app url]');
  process.exit(2);
}
const ident = new FakeIdent(`${appUrl}/api/ident`, key);
const pushed = await ident.postTimeTable(sampleTimeTable('Europe/Moscow'));
console.log(`PostTimeTable → ${pushed.status} ${pushed.text}`);
const polled = await ident.getTickets({ dateTimeFrom: '2020-01-01T00:00:00+03:00', dateTimeTo: '2200-01-01T23:59:59+03:00' });
console.log(`GetTickets → ${polled.status}`);
console.log(JSON.stringify(polled.status === 200 ? FakeIdent.ticketsOf(polled) : polled.text, null, 2));
for (const call of ['GetFinishedCalls', 'GetOngoingCalls'] as const) {
  const calls = await ident.pollCalls(call, { dateTimeFrom: '2020-01-01T00:00:00+03:00', dateTimeTo: '2200-01-01T23:59:59+03:00' });
  console.log(`${call} → ${calls.status} ${calls.text}`);
}
