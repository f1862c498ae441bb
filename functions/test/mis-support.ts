// Test support for the MIS sync: a clinic with services, addresses and a DentalPRO entry whose token opens a
// fresh clinic in the DentalPRO fake; the fake's control switches; the sync run in this process against the
// runtime's emulators and the fake.
import { randomUUID } from 'node:crypto';
import { testRuntime } from '../../infra/local/testing/runtime';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import type { DentalProFault } from '../../infra/local/fakes/dentalpro/server';
import type { FakeAccount, FakeDoctor } from '../../infra/local/fakes/dentalpro/account';
import { setUpClinic } from './clinic-fixtures';
import type { DoctorView } from '../../shared/schemas/doctor';
import { newClinic, putIntegrations, ticketOf, type TestClinic } from './leads-support';
import { api } from './api';

export const dentalProFakeUrl = (): string => testRuntime().fakes!.dentalpro!;

/** This process reaches the runtime's emulators and the DentalPRO fake, and gives a hung MIS up quickly. */
export function useMisInProcess(): void {
  useRuntimeInProcess();
  process.env.DENTALPRO_API_URL = dentalProFakeUrl();
  process.env.MACDENT_API_URL = testRuntime().fakes!.macdent!;
  process.env.MIS_TIMEOUT_MS = '1500';
}

export interface MisClinic extends TestClinic {
  dentalPro: { token: string; secret: string };
  manualDoctorId: string;
}

/** A clinic (profile, Терапия and Хирургия, one manual doctor) connected to its own DentalPRO in the fake. */
export async function clinicWithDentalPro(
  setUp: { doctors?: FakeDoctor[]; clients?: Array<{ surname: string; name: string; phone: string }>; fault?: DentalProFault } = {},
): Promise<MisClinic> {
  const clinic = await newClinic();
  const { doctorId } = await setUpClinic(clinic.token);
  const dentalPro = { token: `tok-${randomUUID()}`, secret: `sec-${randomUUID()}` };
  const { fault, ...account } = setUp;
  await dentalProControl('accounts', { ...dentalPro, ...account });
  // Before the entry exists, so no sync of the runtime's schedule meets the MIS without it.
  if (fault) await dentalProControl('faults', { token: dentalPro.token, fault });
  await putIntegrations(clinic, { dentalPro: [{ name: 'clinic.dental-pro.online', ...dentalPro }] });
  return { ...clinic, dentalPro, manualDoctorId: doctorId };
}

export async function dentalProControl(path: 'accounts' | 'faults', body: object): Promise<void> {
  const response = await fetch(`${dentalProFakeUrl()}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`DentalPRO fake ${path}: ${response.status} ${await response.text()}`);
}

export const failDentalPro = (clinic: MisClinic, fault: DentalProFault, methods?: string[], times?: number) =>
  dentalProControl('faults', { token: clinic.dentalPro.token, fault, ...(methods ? { methods } : {}), ...(times ? { times } : {}) });

/** One DentalPRO call as DentalTelegramBot makes it: a POST with every parameter in the query. */
export async function callDentalPro(clinic: MisClinic, method: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...params, ...clinic.dentalPro });
  const response = await fetch(`${dentalProFakeUrl()}/api/${method}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as { status: boolean; error: string | null; data: any };
}

/** Books cells in the clinic's DentalPRO the way another channel of the clinic would (a card of its own, a 30-minute type). */
export async function bookInDentalPro(
  clinic: MisClinic,
  record: { doctor_id: string; date: string; time_begin: string; time_end: string },
) {
  const card = await callDentalPro(clinic, 'records/createClient', { surname: 'Другой', name: 'Пациент', phone: '79990000000' });
  return callDentalPro(clinic, 'records/create', {
    date: record.date,
    time_start: `${record.time_begin}:00`,
    time_end: `${record.time_end}:00`,
    doctor_id: record.doctor_id,
    client_id: String(card.data.externalID),
    appointment_id: '86',
    is_planned: '0',
  });
}

export async function doctorsOf(clinic: Pick<TestClinic, 'token'>): Promise<Array<Record<string, any>>> {
  return (await api('GET', '/api/doctor', { token: clinic.token })).body;
}

/**
 * What the clinic does with a new MIS doctor (the MIS tells neither its services nor, unless a branch is named
 * after an address, where it receives): ticks services, picks one address and switches it on, by PUT /api/doctor.
 * Every MIS doctor of the clinic with free time and not accepting yet is mapped so, unless `only` names some.
 * The runtime's own scheduled sync may write the doctors between the read and the save (409): read again, as the
 * cabinet does.
 */
export async function mapMisDoctors(
  clinic: Pick<TestClinic, 'token'>,
  mapping: { service?: Record<string, string[]>; address?: string; only?: (doctor: DoctorView) => boolean } = {},
): Promise<DoctorView[]> {
  const { service = { Терапия: ['Пломба'] }, address = 'ул. Ленина, 1', only = () => true } = mapping;
  for (let attempt = 1; ; attempt++) {
    const unmapped = ((await doctorsOf(clinic)) as DoctorView[]).filter(
      (doctor) => doctor.source !== 'manual' && !doctor.status && Object.keys(doctor.appointment).length > 0 && only(doctor),
    );
    if (unmapped.length === 0) return [];
    const answer = await api('PUT', '/api/doctor', {
      token: clinic.token,
      body: {
        doctorList: unmapped.map((doctor) => ({
          _id: doctor._id,
          version: doctor.version,
          status: true,
          // IDENT names no speciality either.
          ...(doctor.specialization.length === 0 ? { specialization: ['Терапевт'] } : {}),
          service: Object.fromEntries(
            Object.entries(service).map(([direction, names]) => [direction, names.map((name) => ({ name, checked: true }))]),
          ),
          address: { [address]: true },
        })),
      },
    });
    if (answer.status === 200) return answer.body;
    if (answer.status !== 409 || attempt >= 5) throw new Error(`mapping MIS doctors: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** A widget booking of this doctor at `planStart` ('yyyy-mm-ddTHH:mm') for 'Пломба'. */
export function widgetBooking(
  clinicId: string,
  doctor: { _id: string; name: string },
  planStart: string,
  more: Parameters<typeof ticketOf>[1] = {},
) {
  return ticketOf(clinicId, {
    action: 'Запись',
    doctorId: doctor._id,
    DoctorName: doctor.name,
    DoctorService: 'Пломба',
    PlanStart: planStart,
    ...more,
  });
}

export async function widgetDoctorsOf(clinic: TestClinic): Promise<Array<{ _id: string; name: string; slots: Record<string, string[]> }>> {
  return (await api('GET', `/api/widget?id=${clinic.clinicId}`)).body.doctors;
}

export type DentalProAccountState = Pick<FakeAccount, 'records' | 'clients' | 'calls'>;

/** What the clinic's DentalPRO holds now (the fake's control). */
export async function dentalProAccount(clinic: MisClinic): Promise<DentalProAccountState> {
  const response = await fetch(`${dentalProFakeUrl()}/__fake/accounts/${encodeURIComponent(clinic.dentalPro.token)}`);
  return (await response.json()) as DentalProAccountState;
}

// ── MacDent ─────────────────────────────────────────────────────────────────────────────────────────
export const macDentFakeUrl = (): string => testRuntime().fakes!.macdent!;

/** A clinic (as clinicWithDentalPro) connected to its own MacDent in the fake. */
export async function clinicWithMacDent(): Promise<TestClinic & { macDentToken: string }> {
  const clinic = await newClinic();
  await setUpClinic(clinic.token);
  const macDentToken = `${Math.floor(Math.random() * 1e6)}:${randomUUID()}`;
  await putIntegrations(clinic, { macDent: [{ id: macDentToken, name: 'Филиал на Ленина' }] });
  return { ...clinic, macDentToken };
}

export async function macDentAccount(token: string): Promise<{
  patients: Array<{ id: number; name: string; phone: string }>;
  zapisi: Array<{ id: number; doctor: number; patient: number; start: string; end: string; filial: number; status: string }>;
}> {
  const response = await fetch(`${macDentFakeUrl()}/__fake/accounts/${encodeURIComponent(token)}`);
  return response.status === 404 ? { patients: [], zapisi: [] } : await response.json();
}

export async function failMacDent(token: string, fault: import('../../infra/local/fakes/macdent/server').MacDentFault, methods?: string[]) {
  const response = await fetch(`${macDentFakeUrl()}/__fake/faults`, {
    method: 'POST',
    body: JSON.stringify({ token, fault, ...(methods ? { methods } : {}) }),
  });
  if (response.status !== 200) throw new Error(`MacDent fake faults: ${response.status}`);
}

/** A MacDent call as another program of the clinic would make it (POST form fields). */
export async function macDentCall(
  token: string,
  path: string,
  fields: Record<string, string>,
): Promise<{ response: number; error?: string; patient?: { id: number }; zapis?: { id: number } }> {
  const response = await fetch(`${macDentFakeUrl()}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_token: token, ...fields }).toString(),
  });
  return (await response.json()) as { response: number; error?: string; patient?: { id: number }; zapis?: { id: number } };
}
