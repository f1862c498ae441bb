// Demo data for `npm start`, made through the app's own API so it passes the same rules as a person's
// input. Idempotent: it logs in first and registers only when the demo account does not exist yet.
// Later issues extend it (the demo clinic's profile, services, doctors) using the token it returns.
import type { TokenAnswer } from '../../shared/schemas/user';
import { seedDemoClinic } from './seed-clinic';
import { type SeedServices, seedDemoIntegrations } from './seed-integrations';
import { seedDemoQuizzes } from './seed-quizzes';
import { AddressRegisteredError, postJson, signUpAndConfirm } from './sign-up';

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

export async function seedDemoData(appUrl: string, services: SeedServices & { mailboxUrl: string }): Promise<SeedResult> {
  const account = await seedDemoAccount(appUrl, services.mailboxUrl);
  await seedDemoClinic(appUrl, account.token);
  await seedDemoIntegrations(appUrl, account.token, services);
  await seedDemoQuizzes(appUrl, account.token);
  return account;
}

/** Logs in, or signs up and confirms through the letter in the SES emulator's mailbox. */
async function seedDemoAccount(appUrl: string, mailboxUrl: string): Promise<SeedResult> {
  const login = await postJson(appUrl, '/api/user/authorization', { email: demoAccount.email, password: demoAccount.password });
  if (login.status === 200) return { created: false, token: tokenOf(login.body) };
  try {
    const token = await signUpAndConfirm(appUrl, mailboxUrl, {
      name: demoAccount.name,
      email: demoAccount.email,
      phone: demoAccount.phone,
      password: demoAccount.password,
      proofPassword: demoAccount.password,
    });
    return { created: true, token };
  } catch (error) {
    if (error instanceof AddressRegisteredError) {
      throw new Error(`${demoAccount.email} exists but its password is no longer ${demoAccount.password} (start with --fresh to reset)`);
    }
    throw error;
  }
}

function tokenOf(body: unknown): string {
  const token = (body as Partial<TokenAnswer> | null)?.token;
  if (typeof token !== 'string' || token === '') throw new Error(`expected { token }, got ${JSON.stringify(body)}`);
  return token;
}
