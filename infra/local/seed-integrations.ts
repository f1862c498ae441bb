// The demo clinic's notification integrations: an e-mail (its mail shows in the SES emulator's
// mailbox) and a Telegram group (its messages show in the Telegram fake, GET <fake>/__fake/messages).
// Made through the API, only when the clinic has none of either yet.
import type { IntegrationsView } from '../../shared/schemas/integrations';

export const demoIntegrations = {
  email: [{ text: 'admin@ulybka-demo.ru' }],
  telegram: [{ id: '-1001234567890', name: 'Администраторы «Улыбки»' }],
};

export async function seedDemoIntegrations(appUrl: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(new URL('/api/integration', appUrl), { headers });
  if (current.status !== 200) throw new Error(`GET /api/integration answered ${current.status}`);
  const view = (await current.json()) as IntegrationsView;
  if (view.email.length > 0 || view.telegram.length > 0) return;
  const saved = await fetch(new URL('/api/integration', appUrl), { method: 'PUT', headers, body: JSON.stringify(demoIntegrations) });
  if (saved.status !== 200) throw new Error(`PUT /api/integration answered ${saved.status}: ${await saved.text()}`);
}
