import { EMPTY_FILTER_FORM, filterOfForm, isFilterSet } from './lead-filter-form';

describe('the filter form', () => {
  it('sends only what is set, trimmed', () => {
    expect(filterOfForm(EMPTY_FILTER_FORM)).toEqual({ filter: {}, errors: {} });
    expect(filterOfForm({ ...EMPTY_FILTER_FORM, q: ' 8 912 ', status: 'calledBack', source: 'widget' })).toEqual({
      filter: { q: '8 912', status: 'calledBack', source: 'widget' },
      errors: {},
    });
    expect(isFilterSet(EMPTY_FILTER_FORM)).toBe(false);
    expect(isFilterSet({ ...EMPTY_FILTER_FORM, from: '2026-03-01' })).toBe(true);
  });

  it('says at the field what the server would say', () => {
    expect(filterOfForm({ ...EMPTY_FILTER_FORM, q: '89' }).errors).toEqual({ q: 'Для поиска по телефону введите хотя бы 3 цифры' });
    expect(filterOfForm({ ...EMPTY_FILTER_FORM, from: '2026-03-05', to: '2026-03-01' }).errors).toEqual({
      to: 'Конец периода раньше его начала',
    });
  });

  it("refuses a phone search to whom the phones are hidden, before any request (the server's rule and words)", () => {
    expect(filterOfForm({ ...EMPTY_FILTER_FORM, q: '8 912 345' }, false)).toEqual({
      filter: {},
      errors: { q: 'Поиск по телефону недоступен: владелец клиники не открыл вам телефоны пациентов' },
    });
    expect(filterOfForm({ ...EMPTY_FILTER_FORM, q: 'Анна' }, false)).toEqual({ filter: { q: 'Анна' }, errors: {} });
    expect(filterOfForm({ ...EMPTY_FILTER_FORM, q: '8 912 345' }, true).errors).toEqual({});
  });
});
