// `npm start` and the tests use the Google fake unless GOOGLE_OAUTH_URL names the real token host: when it
// is unset or 'fake', the fake starts (on GOOGLE_FAKE_PORT, default any free port) and the functions get
// its URLs (consent page, token endpoint, Sheets API: one port) and its OAuth client (GOOGLE_CLIENT_SECRET
// when set, else a random one). Real Google needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET in .env.
import { type GoogleFake, startGoogleFake } from './server';

export async function startGoogleFakeIfWanted(env: NodeJS.ProcessEnv): Promise<GoogleFake | undefined> {
  const configured = (env.GOOGLE_OAUTH_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startGoogleFake({
    port: Number(env.GOOGLE_FAKE_PORT || '0'),
    clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    ...(env.GOOGLE_FAKE_HANG_MS ? { hangMs: Number(env.GOOGLE_FAKE_HANG_MS) } : {}),
  });
}

/** What the functions read to reach the fake. */
export function googleFakeEnvironment(fake: GoogleFake): Record<string, string> {
  return {
    GOOGLE_OAUTH_URL: fake.url,
    GOOGLE_ACCOUNTS_URL: fake.url,
    GOOGLE_SHEETS_URL: fake.url,
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
  };
}
