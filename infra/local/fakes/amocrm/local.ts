// `npm start` and the tests use the amoCRM fake unless AMO_BASE_URL names the real amoCRM: when it is
// unset or 'fake', the fake starts (on AMO_FAKE_PORT, default any free port) and the functions get its
// URLs, client id and secret (AMO_CLIENT_SECRET when set, else a random one). The real one needs
// AMO_CLIENT_ID and AMO_CLIENT_SECRET of the integration registered in amoCRM.
import { type AmoFake, startAmoFake } from './server';

export async function startAmoFakeIfWanted(env: NodeJS.ProcessEnv): Promise<AmoFake | undefined> {
  const configured = (env.AMO_BASE_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startAmoFake({
    port: Number(env.AMO_FAKE_PORT || '0'),
    clientId: env.AMO_CLIENT_ID || undefined,
    clientSecret: env.AMO_CLIENT_SECRET || undefined,
  });
}

/** What the functions read to reach the fake: an account's calls go to <fake>/<referer>/…. */
export function amoFakeEnvironment(fake: AmoFake): Record<string, string> {
  return {
    AMO_BASE_URL: fake.url,
    AMO_ACCOUNT_URL: `${fake.url}/{referer}`,
    AMO_CLIENT_ID: fake.clientId,
    AMO_CLIENT_SECRET: fake.clientSecret,
  };
}
