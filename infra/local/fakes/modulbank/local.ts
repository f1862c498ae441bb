// `npm start` and the tests use the Modulbank fake unless PAYMENT_URL names a real bank: when it is unset
// or 'fake', the fake starts (on MODULBANK_FAKE_PORT, default any free port) and the functions get its URL,
// merchant and key (MODULBANK_SECRET_KEY when set, else a random one). A real URL needs MODULBANK_MERCHANT
// and MODULBANK_SECRET_KEY in .env.
import { type ModulbankFake, startModulbankFake } from './server';

export async function startModulbankFakeIfWanted(env: NodeJS.ProcessEnv): Promise<ModulbankFake | undefined> {
  const configured = (env.PAYMENT_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startModulbankFake({
    port: Number(env.MODULBANK_FAKE_PORT || '0'),
    secret: env.MODULBANK_SECRET_KEY || undefined,
    merchant: env.MODULBANK_MERCHANT || undefined,
  });
}

/** What the functions read to reach the fake. */
export function modulbankFakeEnvironment(fake: ModulbankFake): Record<string, string> {
  return { PAYMENT_URL: fake.url, MODULBANK_MERCHANT: fake.merchant, MODULBANK_SECRET_KEY: fake.secret };
}
