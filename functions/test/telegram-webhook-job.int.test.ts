// The webhook job (hourly, and once after each deploy) points the bot at this deployment's webhook with
// its secret: run against the Telegram fake of the test runtime, updates then reach POST /api/telegram/webhook.
import { FAKE_BOT_USERNAME, FAKE_TELEGRAM_TOKEN } from '../../infra/local/fakes/telegram/server';
import { testRuntime } from '../../infra/local/testing/runtime';
import { handler } from '../schedules/telegram-webhook';

const fakeUrl = () => testRuntime().fakes!.telegram!;

async function webhookInfo(): Promise<{ url: string }> {
  const answer = (await (await fetch(`${fakeUrl()}/bot${FAKE_TELEGRAM_TOKEN}/getWebhookInfo`)).json()) as { result: { url: string } };
  return answer.result;
}

describe('the Telegram webhook job', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("registers this deployment's webhook URL with the bot token's secret, so the bot's updates are accepted", async () => {
    // The same URL and token as the runtime's own registration: the other tests' webhook keeps working.
    Object.assign(process.env, {
      PUBLIC_BASE_URL: testRuntime().appUrl,
      TELEGRAM_API_URL: fakeUrl(),
      TELEGRAM_BOT_TOKEN: FAKE_TELEGRAM_TOKEN,
    });
    const run = await handler();
    const expected = `${testRuntime().appUrl.replace(/\/$/, '')}/api/telegram/webhook`;
    expect(run).toEqual({ registered: true, url: expected });
    expect((await webhookInfo()).url).toBe(expected);

    // An update from a group the bot is added to reaches the webhook, which checks the secret header (a command
    // for the bot: in privacy mode Telegram withholds a group's plain messages from it).
    const posted = await fetch(`${fakeUrl()}/__fake/updates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat: { id: -100777, type: 'group', title: 'Проверка' }, text: `/help@${FAKE_BOT_USERNAME}` }),
    });
    expect(((await posted.json()) as { webhookStatus: number }).webhookStatus).toBe(200);
  });
});
