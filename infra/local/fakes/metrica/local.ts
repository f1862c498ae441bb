// `npm start` and the tests use the Metrica fake unless METRICA_TAG_URL names a real tag loader: when it
// is unset or 'fake', the fake starts (on METRICA_FAKE_PORT, default any free port) and the functions
// (GET /api/user/metric) and the pages' CSP (infra/site-headers.ts) get its tag.js URL.
import { startMetricaFake, type MetricaFake } from './server';

export async function startMetricaFakeIfWanted(env: NodeJS.ProcessEnv): Promise<MetricaFake | undefined> {
  const configured = (env.METRICA_TAG_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startMetricaFake({ port: Number(env.METRICA_FAKE_PORT || '0') });
}

export const metricaFakeEnvironment = (fake: MetricaFake): Record<string, string> => ({ METRICA_TAG_URL: fake.tagUrl });
