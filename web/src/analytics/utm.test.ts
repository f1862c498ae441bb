import { captureUtm, currentUtm, utmLines } from './utm';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('utmLines', () => {
  it('keeps utm_* parameters as "name: value" lines in URL order', () => {
    expect(utmLines('?utm_source=yandex&page=2&utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0&utm_medium=cpc')).toBe(
      'utm_source: yandex\nutm_campaign: весна\nutm_medium: cpc',
    );
  });

  it('is empty without tags and skips empty values', () => {
    expect(utmLines('')).toBe('');
    expect(utmLines('?a=1&utm_term=')).toBe('');
  });

  it('never exceeds the 2000 characters the API accepts', () => {
    expect(utmLines(`?utm_content=${'x'.repeat(5000)}`).length).toBe(2000);
  });
});

describe('captureUtm / currentUtm', () => {
  it('remembers the first tagged page of the visit', () => {
    const store = memoryStore();
    captureUtm('?utm_source=vk', store);
    captureUtm('?nothing=1', store);
    expect(currentUtm('', store)).toBe('utm_source: vk');
    expect(currentUtm('?utm_source=google', store)).toBe('utm_source: google');
  });

  it('works without storage', () => {
    captureUtm('?utm_source=vk', null);
    expect(currentUtm('', null)).toBe('');
  });
});
