import { emptyIntegrations } from './integration-entries';
import { maskSecrets, SECRET_MASK, unmaskSecrets } from './integration-secrets';
import type { IntegrationsUpdate, IntegrationsView } from '../schemas/integrations';

const stored = {
  ...emptyIntegrations(),
  dentalPro: [{ _id: 'd1', active: true, name: 'Филиал', token: 'tok-123', secret: 'sec-456' }],
  email: [{ _id: 'e1', active: true, text: 'a@b.ru' }],
} as unknown as IntegrationsView;

describe('integration secrets', () => {
  it('masks filled secrets and leaves everything else as it is', () => {
    const masked = maskSecrets(stored) as unknown as Record<string, Array<Record<string, unknown>>>;
    expect(masked.dentalPro![0]).toMatchObject({ name: 'Филиал', token: SECRET_MASK, secret: SECRET_MASK });
    expect(JSON.stringify(masked)).not.toMatch(/tok-123|sec-456/);
    expect(masked.email).toEqual(stored.email);
  });

  it('puts the stored secret back when the mask comes back, and takes a newly typed one', () => {
    const update = {
      dentalPro: [{ _id: 'd1', name: 'Филиал 2', token: SECRET_MASK, secret: 'new-secret' }],
    } as unknown as IntegrationsUpdate;
    const restored = unmaskSecrets(update, stored) as unknown as Record<string, Array<Record<string, unknown>>>;
    expect(restored.dentalPro![0]).toMatchObject({ name: 'Филиал 2', token: 'tok-123', secret: 'new-secret' });
  });

  it("never turns a mask into another entry's secret", () => {
    const update = { dentalPro: [{ _id: 'other', name: 'x', token: SECRET_MASK, secret: SECRET_MASK }] } as unknown as IntegrationsUpdate;
    const restored = unmaskSecrets(update, stored) as unknown as Record<string, Array<Record<string, unknown>>>;
    expect(restored.dentalPro![0]).toMatchObject({ token: '', secret: '' });
  });
});
