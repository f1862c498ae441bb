// Demo data for `npm start`, made through the app's own API so it passes the same rules as a person's
// input. Idempotent: it logs in first and registers only when the demo account does not exist yet.
// Later issues extend it (the demo clinic's profile, services, doctors) using the token it returns.
import type { TokenAnswer } from '../../shared/schemas/user';
import { seedDemoClinic } from './seed-clinic';
import { seedDemoIntegrations } from './seed-integrations';
import { seedDemoQuizzes } from './seed-quizzes';

export const demoAccount = {
  name: 'Стоматология «Улыбка»',
  email: 'demo@dentlead.ru',
  password: 'demo12345',
  phone: '+7 900 123-45-67',
} as const;

export interface SeedResult {
  /** True when this start created the demo account. */
  created: boolean;
  token: string;
}

export async function seedDemoData(appUrl: string): Promise<SeedResult> {
  const account = await seedDemoAccount(appUrl);
  await seedDemoClinic(appUrl, account.token);
  await seedDemoIntegrations(appUrl, account.token);
  await seedDemoQuizzes(appUrl, account.token);
  return account;
}

async function seedDemoAccount(appUrl: string): Promise<SeedResult> {
  const login = await postJson(appUrl, '/api/user/authorization', { email: demoAccount.email, password: demoAccount.password });
  if (login.status === 200) return { created: false, token: tokenOf(login.body) };

  const registration = await postJson(appUrl, '/api/user/registration', {
    name: demoAccount.name,
    email: demoAccount.email,
    phone: demoAccount.phone,
    password: demoAccount.password,
    proofPassword: demoAccount.password,
  });
  if (registration.status === 201 || registration.status === 200) return { created: true, token: tokenOf(registration.body) };
  if (registration.status === 409) {
    throw new Error(`${demoAccount.email} exists but its password is no longer ${demoAccount.password} (start with --fresh to reset)`);
  }
  throw new Error(`registering the demo account answered ${registration.status}: ${JSON.stringify(registration.body)}`);
}

async function postJson(appUrl: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path, appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the message
  }
  return { status: response.status, body: parsed };
}

function tokenOf(body: unknown): string {
  const token = (body as Partial<TokenAnswer> | null)?.token;
  if (typeof token !== 'string' || token === '') throw new Error(`expected { token }, got ${JSON.stringify(body)}`);
  return token;
}
