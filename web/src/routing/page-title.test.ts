import { documentTitle } from './page-title';

describe('documentTitle', () => {
  it('uses the deepest route title', () => {
    expect(documentTitle([undefined, { title: 'Настройки квиза' }, { title: 'Аналитика' }])).toBe('Аналитика — ДентЛид');
  });

  it('falls back to the product line without titles', () => {
    expect(documentTitle([undefined, {}])).toBe('ДентЛид — онлайн-запись и квизы для стоматологий');
  });
});
