// A fake IDENT (design/integrations.md §1.3): IDENT is the client, so this drives our server the way an IDENT
// install does — POST PostTimeTable with the key header, GET GetTickets with the clinic's offset, a year-2200
// dateTimeTo and no paging, then with limit/offset — and checks what IDENT relies on. Used by the tests and
// by `npx tsx infra/local/fakes/ident/drive.ts <key>` against `npm start`.
import { addDays, localMoment } from '../../../../shared/domain/schedule';
import { identTicketsSchema, type IdentTicket, type IdentTimeTable } from '../../../../shared/schemas/ident';

export interface IdentAnswer {
  status: number;
  contentType: string;
  text: string;
}

export class FakeIdent {
  constructor(
    /** What the clinic enters as the HTTP service's address: https://<site>/api/ident. */
    private readonly serviceUrl: string,
    private readonly key: string | undefined,
  ) {}

  async postTimeTable(table: IdentTimeTable): Promise<IdentAnswer> {
    return this.send('POST', '/PostTimeTable', JSON.stringify(table));
  }

  /** GetTickets as IDENT sends it: the query as given (IDENT encodes '+' as %2B). */
  async getTickets(query: Record<string, string>): Promise<IdentAnswer> {
    return this.send('GET', `/GetTickets?${new URLSearchParams(query)}`);
  }

  /** The tickets of a GetTickets answer, checked against what IDENT relies on (throws on a breach). */
  static ticketsOf(answer: IdentAnswer): IdentTicket[] {
    if (answer.status !== 200) throw new Error(`GetTickets answered ${answer.status}: ${answer.text}`);
    const tickets = identTicketsSchema.parse(JSON.parse(answer.text));
    for (const ticket of tickets) {
      for (const [key, value] of Object.entries(ticket))
        if (value === '' || value === null) throw new Error(`ticket ${ticket.Id}: empty ${key}`);
      for (const time of [ticket.DateAndTime, ticket.PlanStart, ticket.PlanEnd])
        if (time !== undefined && !/[+-]\d{2}:\d{2}$/.test(time)) throw new Error(`ticket ${ticket.Id}: ${time} has no offset`);
      if (
        ticket.PlanStart &&
        ticket.PlanEnd &&
        (ticket.PlanEnd < ticket.PlanStart || Date.parse(ticket.PlanEnd) - Date.parse(ticket.PlanStart) > 12 * 3600_000)
      )
        throw new Error(`ticket ${ticket.Id}: PlanEnd before PlanStart or past 12 h`);
    }
    return tickets;
  }

  private async send(method: string, path: string, body?: string): Promise<IdentAnswer> {
    const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    if (this.key !== undefined) headers['IDENT-Integration-Key'] = this.key;
    const response = await fetch(`${this.serviceUrl.replace(/\/$/, '')}${path}`, { method, headers, ...(body ? { body } : {}) });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }
}

/** A week of 30-minute intervals (09:00–15:00, every third one busy) for two doctors, clinic-local without offset. */
export function sampleTimeTable(timeZone: string, now = new Date()): IdentTimeTable {
  const today = localMoment(timeZone, now).date;
  const doctors = [
    { Id: 201, Name: 'Орлова Наталья Викторовна' },
    { Id: 202, Name: 'Соколов Дмитрий Игоревич' },
  ];
  const intervals: IdentTimeTable['Intervals'] = [];
  for (let day = 1; day <= 7; day++) {
    const date = addDays(today, day);
    for (const doctor of doctors)
      for (let slot = 0; slot < 12; slot++) {
        const minutes = 9 * 60 + slot * 30;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        intervals.push({
          BranchId: 6,
          DoctorId: doctor.Id,
          StartDateTime: `${date}T${time}:00`,
          LengthInMinutes: 30,
          IsBusy: slot % 3 === 2,
        });
      }
  }
  return { Doctors: doctors, Branches: [{ Id: 6, Name: 'Филиал 1' }], Intervals: intervals };
}
