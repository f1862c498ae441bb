// Test support for IDENT: entries added as a clinic adds them (the key the server issues, then the save).
import { api } from './api';
import { newClinic, putIntegrations, type TestClinic } from './leads-support';

/** The key the server issues for the clinic's next IDENT entry (POST /api/integration/ident/key). */
export async function issuedIdentKey(clinic: TestClinic): Promise<string> {
  const answer = await api('POST', '/api/integration/ident/key', { token: clinic.token });
  if (answer.status !== 200) throw new Error(`POST /api/integration/ident/key: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.key as string;
}

/** Adds an IDENT entry with an issued key next to the clinic's others; answers the key. */
export async function addIdentEntry(clinic: TestClinic, name = 'Филиал 1'): Promise<string> {
  const key = await issuedIdentKey(clinic);
  const current = (await api('GET', '/api/integration', { token: clinic.token })).body.ident as Array<{ id: string; name: string }>;
  await putIntegrations(clinic, { ident: [...current.map(({ id, name }) => ({ id, name })), { id: key, name }] });
  return key;
}

/** A new clinic with one IDENT entry. */
export async function newIdentClinic(): Promise<TestClinic & { key: string }> {
  const clinic = await newClinic();
  return { ...clinic, key: await addIdentEntry(clinic) };
}
