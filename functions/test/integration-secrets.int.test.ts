// Secrets typed into an integration go to the server and never come back to the browser.
import { SECRET_MASK } from '../../shared/domain/integration-secrets';
import { api, registerAccount } from './api';

describe('integration secrets', () => {
  it('are masked in every answer and survive a save that sends the mask back', async () => {
    const { token } = await registerAccount();
    const saved = await api('PUT', '/api/integration', {
      token,
      body: { version: 0, dentalPro: [{ name: 'Филиал', token: 'tok-secret-1', secret: 'sec-secret-2' }] },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toMatch(/tok-secret-1|sec-secret-2/);
    const entry = saved.body.dentalPro[0];
    expect(entry).toMatchObject({ token: SECRET_MASK, secret: SECRET_MASK, active: true });

    const renamed = await api('PUT', '/api/integration', {
      token,
      body: { version: saved.body.version, dentalPro: [{ ...entry, name: 'Филиал на Ленина' }] },
    });
    expect(renamed.body.dentalPro[0]).toMatchObject({ name: 'Филиал на Ленина', token: SECRET_MASK, secret: SECRET_MASK, active: true });

    const read = await api('GET', '/api/integration', { token });
    expect(JSON.stringify(read.body)).not.toMatch(/tok-secret-1|sec-secret-2/);
  });
});
