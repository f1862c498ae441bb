// `npm start` and the tests use the SMS.ru fake unless SMS_RU_URL names the real API (https://sms.ru).
import { startSmsFake, type SmsFake } from './server';

export async function startSmsFakeIfWanted(env: NodeJS.ProcessEnv): Promise<SmsFake | undefined> {
  const configured = (env.SMS_RU_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startSmsFake({ port: Number(env.SMS_FAKE_PORT || '0') });
}

export function smsFakeEnvironment(fake: SmsFake): Record<string, string> {
  return { SMS_RU_URL: fake.url };
}
