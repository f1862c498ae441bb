import { unlinkable } from './plain-data';

/** What mail clients' linkers match: a scheme, www., a domain with a TLD, an e-mail address. */
const LINKABLE = /https?:\/\/\w|www\.\w|[a-z0-9-]+\.[a-z]{2,}|[\w.+-]+@[\w-]+\.[a-z]{2,}/i;

describe('someone else’s text in a letter', () => {
  it('reads the same but holds nothing a mail client can make a link of', () => {
    const name = 'Клиника https://evil.example/login?next=/ www.evil.ru support@evil.ru evil。example';
    const shown = unlinkable(name, 120);
    expect(shown.replaceAll('\u200B', '')).toBe(name);
    expect(shown).not.toMatch(LINKABLE);
  });

  it('is one bounded line', () => {
    expect(unlinkable('Улыбка\r\nстрока\u2028 два  пробела\u0007', 120)).toBe('Улыбка строка два пробела');
    const long = unlinkable('ж'.repeat(300), 120);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});
