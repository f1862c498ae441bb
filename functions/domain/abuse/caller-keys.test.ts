import { addressKey, contactKey, personalKey } from './caller-keys';

describe('addressKey', () => {
  test('an IPv4 address is itself, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('an IPv6 caller is its /64, however it writes the rest', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:2::7%eth0')).toBe('2001:db8:1:2::/64');
  });

  test('two subscribers stay apart', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});

describe('contactKey', () => {
  test('one phone however it is typed', () => {
    expect(contactKey('+7 999 123-45-67')).toBe('+79991234567');
    expect(contactKey('89991234567')).toBe('+79991234567');
  });

  test('a nick by its text, so nicks do not all share one empty number', () => {
    expect(contactKey(' @Anna_Smile ')).toBe('@anna_smile');
    expect(contactKey('@anna_smile')).not.toBe(contactKey('@boris'));
  });
});

describe('personalKey', () => {
  test('one key for one identifier however it is cased, holding none of it', () => {
    expect(personalKey('Anna@Mail.ru ')).toBe(personalKey('anna@mail.ru'));
    expect(personalKey('anna@mail.ru')).not.toBe(personalKey('boris@mail.ru'));
    expect(personalKey('79991234567')).toMatch(/^[0-9a-f]{32}$/);
    expect(personalKey('79991234567')).not.toContain('9991234567');
  });
});
