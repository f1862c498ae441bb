// Browser-test setup through the API: calls as a signed-in clinic, and leads as the widget sends them.
import { randomUUID } from 'node:crypto';
import type { LeadPage } from '../../shared/schemas/leads';
import type { TicketAnswer, TicketInput } from '../../shared/schemas/ticket';
import type { IntegrationsAnswer, IntegrationsUpdateInput } from '../../shared/schemas/integrations';
import { testRuntime } from '../../infra/local/testing/runtime';
import { connectGroupByCode, openConfirmationLink } from '../../infra/local/seed-integrations';

export async function callAs<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, testRuntime().appUrl), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The clinic's key for the widget (its user id). */
export async function clinicIdOf(token: string): Promise<string> {
  return (await callAs<{ _id: string }>(token, 'GET', '/api/user'))._id;
}

/** A consultation request ('Заявка'): no doctor or slot needed. */
export function createConsultation(clinicId: string, fields: Partial<TicketInput> = {}): Promise<TicketAnswer> {
  return callAs<TicketAnswer>(null, 'POST', '/api/ticket', {
    clinicId,
    action: 'Заявка',
    ClientFullName: 'Смирнова Ольга',
    ClientPhone: '+7 912 345-67-89',
    comment: 'Перезвоните после 18:00',
    URL: 'https://www.clinic.ru/implants/?utm_source=yandex',
    Utm: 'utm_source: yandex\nutm_campaign: implants',
    deviceType: 'Телефон',
    idempotencyKey: randomUUID(),
    ...fields,
  });
}

export function leadsOf(token: string): Promise<LeadPage> {
  return callAs<LeadPage>(token, 'GET', '/api/ticket/user?limit=100');
}

export function integrationsOf(token: string): Promise<IntegrationsAnswer> {
  return callAs<IntegrationsAnswer>(token, 'GET', '/api/integration');
}

/** Saves based on the version stored now (read first, as the cabinet does). */
/** An IDENT entry as a clinic adds one: the key the server issues, saved with the name; answers the key. */
export async function addIdentEntryAs(token: string, name: string): Promise<string> {
  const { key } = await callAs<{ key: string }>(token, 'POST', '/api/integration/ident/key');
  const current = await integrationsOf(token);
  await saveIntegrationsAs(token, { ident: [...current.ident.map(({ id, name }) => ({ id, name })), { id: key, name }] });
  return key;
}

export async function saveIntegrationsAs(token: string, update: Omit<IntegrationsUpdateInput, 'version'>): Promise<IntegrationsAnswer> {
  const { version } = await integrationsOf(token);
  return callAs<IntegrationsAnswer>(token, 'PUT', '/api/integration', { ...update, version });
}

/** Lead destinations as a clinic makes them: addresses saved and confirmed by their mailed link, groups connected by code. */
export async function saveProvenDestinationsAs(
  token: string,
  destinations: { email?: string[]; telegram?: Array<{ id: string; name: string }> },
): Promise<IntegrationsAnswer> {
  const runtime = testRuntime();
  if (destinations.email) {
    await saveIntegrationsAs(token, { email: destinations.email.map((text) => ({ text })) });
    for (const address of destinations.email) await openConfirmationLink(runtime.mailboxUrl, address.toLowerCase(), runtime.appUrl);
  }
  for (const group of destinations.telegram ?? []) await connectGroupByCode(runtime.appUrl, token, runtime.fakes!.telegram!, group);
  return integrationsOf(token);
}
