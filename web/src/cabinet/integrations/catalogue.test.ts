import { emptyIntegrations } from '../../../../shared/domain/integration-entries';
import type { IntegrationsView } from '../../../../shared/schemas/integrations';
import { countByTab, listEntries, savePayload } from './catalogue';
import { entryTitle, isActiveNow, isDuplicate } from './entries';
import { webSitePreview } from './kinds/web-site';

function view(parts: Partial<Record<keyof IntegrationsView, unknown[]>>): IntegrationsView {
  return { ...emptyIntegrations(), ...parts } as IntegrationsView;
}

const sample = view({
  email: [{ _id: 'e1', text: 'Clinic@Example.ru ', active: true }],
  telegram: [{ _id: 't1', id: '-100123', name: 'Заявки', active: true }],
  metric: [{ _id: 'm1', id: '', active: false }],
  amoCrm: [{ _id: 'a1', client: { name: 'Клиника' }, accessToken: 'x', refreshToken: 'y', mainStatus: 1, active: true }],
});

describe('the list under category tabs', () => {
  it('filters by category and counts every tab', () => {
    expect(listEntries(sample, 'Уведомления').map((item) => item.kind)).toEqual(['email', 'telegram']);
    expect(listEntries(sample, 'Аналитика').map((item) => item.entry._id)).toEqual(['m1']);
    expect(listEntries(sample, 'Другое').map((item) => item.kind)).toEqual(['amoCrm']);
    expect(countByTab(sample)).toEqual({ Все: 4, МИС: 0, Уведомления: 2, Аналитика: 1, Другое: 1 });
  });

  it('names entries readably', () => {
    expect(entryTitle('telegram', { _id: 't', id: '-1', name: ' ' })).toBe('-1');
    expect(entryTitle('metric', { _id: 'm', id: '42' })).toBe('Счётчик 42');
    expect(entryTitle('amoCrm', { _id: 'a', client: { name: 'Клиника' } })).toBe('Клиника');
    expect(entryTitle('ident', { _id: 'i', id: 'k', name: '' })).toBe('IDENT');
  });
});

describe('activity and saving use the shared rules', () => {
  it('judges an entry as it will be saved', () => {
    expect(isActiveNow('webSite', { _id: 'w', text: 'https://www.clinic.ru/prices?x=1' })).toBe(true);
    expect(isActiveNow('email', { _id: 'e', text: 'нет-собаки' })).toBe(false);
    expect(isActiveNow('telegram', { _id: 't', id: '-1001234567890', name: '' })).toBe(true);
  });

  it('sends the working kinds normalised and without `active`, leaving the others alone', () => {
    const payload = savePayload(sample) as Record<string, Array<Record<string, unknown>>>;
    expect(Object.keys(payload).sort()).toEqual([
      'dentalPro',
      'email',
      'externalLink',
      'google',
      'ident',
      'macDent',
      'metric',
      'sms',
      'telegram',
      'webSite',
    ]);
    expect(payload.email).toEqual([{ _id: 'e1', text: 'clinic@example.ru' }]);
    expect(payload.telegram?.[0]).not.toHaveProperty('active');
  });

  it('treats an edit that normalises to the saved value as no change', () => {
    const edited = view({ ...sample, webSite: [{ _id: 'w1', text: 'https://clinic.ru/' }] });
    const same = view({ ...sample, webSite: [{ _id: 'w1', text: 'clinic.ru' }] });
    expect(JSON.stringify(savePayload(edited))).toBe(JSON.stringify(savePayload(same)));
  });

  it('spots a value that is already listed', () => {
    expect(isDuplicate(sample, 'email', { text: ' clinic@EXAMPLE.ru' })).toBe(true);
    expect(isDuplicate(sample, 'email', { text: 'other@example.ru' })).toBe(false);
    expect(isDuplicate(sample, 'telegram', { id: '-100123' })).toBe(true);
  });

  it('spots it by the value the server compares, whatever field holds it (a DentalPRO by its token)', () => {
    const withDentalPro = view({ dentalPro: [{ _id: 'd1', name: 'clinic.dental-pro.online', token: 'tok', secret: 's', active: true }] });
    expect(isDuplicate(withDentalPro, 'dentalPro', { name: 'other', token: ' tok', secret: 'x' })).toBe(true);
    expect(isDuplicate(withDentalPro, 'dentalPro', { name: 'clinic.dental-pro.online', token: 'other', secret: 's' })).toBe(false);
  });

  it('previews the host a full site address is reduced to', () => {
    expect(webSitePreview('https://www.clinic.ru/page')).toBe('www.clinic.ru');
    expect(webSitePreview('clinic.ru')).toBe('');
  });
});
