// `npm start` and the tests use the Telegram fake unless TELEGRAM_API_URL names a real Bot API: when
// it is unset or 'fake', the fake starts (on TELEGRAM_FAKE_PORT, default any free port) and the
// functions get its URL and token. A real URL needs TELEGRAM_BOT_TOKEN (the bot's token) in .env.
import { startTelegramFake, type TelegramFake } from './server';

export async function startTelegramFakeIfWanted(env: NodeJS.ProcessEnv): Promise<TelegramFake | undefined> {
  const configured = (env.TELEGRAM_API_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return undefined;
  return startTelegramFake({ port: Number(env.TELEGRAM_FAKE_PORT || '0') });
}

/** What the functions read to reach the fake; the t.me links open the fake's "add the bot to a group" page. */
export function telegramFakeEnvironment(fake: TelegramFake): Record<string, string> {
  return { TELEGRAM_API_URL: fake.url, TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_LINK_URL: `${fake.url}/__fake/t.me` };
}
