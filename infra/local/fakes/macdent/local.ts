// `npm start` and the tests use the MacDent fake unless MACDENT_API_URL names the real API (https://api-developer.macdent.kz).
import { startMacDentFake, type MacDentFake } from './server';

export async function startMacDentFakeIfWanted(env: NodeJS.ProcessEnv): Promise<MacDentFake | undefined> {
  const configured = (env.MACDENT_API_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startMacDentFake({ port: Number(env.MACDENT_FAKE_PORT || '0') });
}

export function macDentFakeEnvironment(fake: MacDentFake): Record<string, string> {
  return { MACDENT_API_URL: fake.url };
}
