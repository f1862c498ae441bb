// `npm start` and the tests use the DentalPRO fake unless DENTALPRO_API_URL names a real instance: when it
// is unset or 'fake', the fake starts (on DENTALPRO_FAKE_PORT, default any free port) and the functions
// get its URL, which then stands for every clinic's DentalPRO host.
import { startDentalProFake, type DentalProFake } from './server';

export async function startDentalProFakeIfWanted(env: NodeJS.ProcessEnv): Promise<DentalProFake | undefined> {
  const configured = (env.DENTALPRO_API_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startDentalProFake({ port: Number(env.DENTALPRO_FAKE_PORT || '0') });
}

export function dentalProFakeEnvironment(fake: DentalProFake): Record<string, string> {
  return { DENTALPRO_API_URL: fake.url };
}
