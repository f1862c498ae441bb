// A fake IDENT (docs/integrations.md, IDENT): IDENT is the client, so this drives our server the way an IDENT
// install does, per the public sources cited there — the IDENT-Integration-Key header and Accept:
// application/json on every call; POST PostTimeTable as Content-Type: application/json (or, unverified, XML
// and gzip); GET GetTickets with the clinic's offset URL-encoded (%2B), a year-2200 dateTimeTo and no paging,
// or with limit=500&offset=0; GET GetFinishedCalls / GetOngoingCalls — and checks what IDENT relies on in the
// answers (ticketsOf, refusalOf). Used by the tests and by `npx tsx infra/local/fakes/ident/drive.ts <key>`.
import { gzipSync } from 'node:zlib';
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

  /** The push as connectors that run against IDENT receive it (JSON); `xml` and `gzip` for the forms no source shows. */
  async postTimeTable(table: IdentTimeTable, form: { xml?: boolean; gzip?: boolean } = {}): Promise<IdentAnswer> {
    const text = form.xml ? timeTableXml(table) : JSON.stringify(table);
    const headers: Record<string, string> = { 'content-type': form.xml ? 'application/xml' : 'application/json' };
    if (!form.gzip) return this.send('POST', '/PostTimeTable', text, headers);
    // Compressed, it must travel as binary (API Gateway hands a JSON or XML body over as text).
    return this.send('POST', '/PostTimeTable', new Blob([gzipSync(text)]), {
      'content-type': 'application/octet-stream',
      'content-encoding': 'gzip',
    });
  }

  /** IDENT's telephony polls, as a public script sends them (limit=500&offset=0). */
  async pollCalls(call: 'GetFinishedCalls' | 'GetOngoingCalls', query: Record<string, string>): Promise<IdentAnswer> {
    return this.send('GET', `/${call}?${new URLSearchParams({ limit: '500', offset: '0', ...query })}`);
  }

  /** GetTickets as IDENT sends it: the query as given (IDENT encodes '+' as %2B). */
  async getTickets(query: Record<string, string>): Promise<IdentAnswer> {
    return this.send('GET', `/GetTickets?${new URLSearchParams(query)}`);
  }

  /** The tickets of a GetTickets answer, checked against what IDENT relies on (throws on a breach). */
  static ticketsOf(answer: IdentAnswer): IdentTicket[] {
    if (answer.status !== 200) throw new Error(`GetTickets answered ${answer.status}: ${answer.text}`);
    if (!/^application\/json/.test(answer.contentType)) throw new Error(`GetTickets answered ${answer.contentType}, not JSON`);
    const tickets = identTicketsSchema.parse(JSON.parse(answer.text));
    for (const ticket of tickets) {
      if (ticket.Id.trim() === '') throw new Error('a ticket without Id');
      const split = ['ClientSurname', 'ClientName', 'ClientPatronymic'].some((key) => key in ticket);
      if (ticket.ClientFullName !== undefined && split) throw new Error(`ticket ${ticket.Id}: ClientFullName and the split names both`);
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

  /** A refusal as IDENT needs it to write it to its log: a 4xx/5xx whose body is plain text, not HTML (throws otherwise). */
  static refusalOf(answer: IdentAnswer): string {
    if (answer.status < 400) throw new Error(`expected a refusal, got ${answer.status}`);
    if (!/^text\/plain/.test(answer.contentType) || /<html|<body/i.test(answer.text) || answer.text.trim() === '')
      throw new Error(`a refusal IDENT cannot log: ${answer.status} ${answer.contentType} ${answer.text.slice(0, 200)}`);
    return answer.text;
  }

  private async send(method: string, path: string, body?: string | Blob, bodyHeaders: Record<string, string> = {}): Promise<IdentAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...bodyHeaders };
    if (this.key !== undefined) headers['IDENT-Integration-Key'] = this.key;
    const response = await fetch(`${this.serviceUrl.replace(/\/$/, '')}${path}`, { method, headers, ...(body ? { body } : {}) });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }
}

const escaped = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const element = (name: string, fields: Record<string, unknown>) =>
  `<${name}>${Object.entries(fields)
    .map(([key, value]) => (value === null || value === undefined ? `<${key} i:nil="true"/>` : `<${key}>${escaped(value)}</${key}>`))
    .join('')}</${name}>`;

/** The push as XML in the shape a .NET serializer would write the JSON's (unverified: no public XML sample). */
export function timeTableXml(table: IdentTimeTable): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><TimeTable xmlns:i="http://www.w3.org/2001/XMLSchema-instance">' +
    `<Doctors>${table.Doctors.map((doctor) => element('Doctor', doctor)).join('')}</Doctors>` +
    `<Branches>${table.Branches.map((branch) => element('Branch', branch)).join('')}</Branches>` +
    `<Intervals>${table.Intervals.map((interval) => element('Interval', interval)).join('')}</Intervals>` +
    '</TimeTable>'
  );
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
