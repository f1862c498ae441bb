import { optionKey, OPTION_KEY_PATTERN } from './answer-keys';
import { cleanSource, segmentKey, segmentOf, SOURCE_NONE } from './visit-segments';

describe('visit segments and answer keys', () => {
  it('clean utm_source to a bounded key: lower case letters, digits, . _ -, at most 40; none without one', () => {
    expect(cleanSource('Yandex')).toBe('yandex');
    expect(cleanSource(' vk.com/ads#1 ')).toBe('vk.comads1');
    expect(cleanSource('Телеграм_канал')).toBe('телеграм_канал');
    expect(cleanSource('x'.repeat(100))).toHaveLength(40);
    expect(cleanSource('(другие)')).toBe('другие');
    expect([undefined, '', '###'].map(cleanSource)).toEqual([SOURCE_NONE, SOURCE_NONE, SOURCE_NONE]);
  });

  it('key a segment by device and source, and read it back; a key of no device is none', () => {
    expect(segmentOf(segmentKey('phone', 'yandex'))).toEqual({ device: 'phone', source: 'yandex' });
    expect(segmentOf('tablet|yandex')).toBeNull();
    expect(segmentOf('yandex')).toBeNull();
  });

  it('key an answer variant by its question id and its text as the save tells texts apart, in 16 hex digits', () => {
    const key = optionKey({ _uid: 'q1' }, { text: 'Боль' });
    expect(key).toMatch(OPTION_KEY_PATTERN);
    expect(optionKey({ _uid: 'q1' }, { text: ' боль ' })).toBe(key);
    expect(optionKey({ _uid: 'q2' }, { text: 'Боль' })).not.toBe(key);
    expect(optionKey({ _uid: 'q1' }, { text: 'Кровь' })).not.toBe(key);
    // FNV-1a 32 (the published test vectors): '' is 811c9dc5, 'a' is e40c292c.
    expect(optionKey({ _uid: 'a' }, { text: '' })).toBe('e40c292c811c9dc5');
  });
});
