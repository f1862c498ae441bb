import { smsSize } from './segments';

describe('smsSize', () => {
  it('counts a Cyrillic text as UCS-2: 70 in one part, 67 per part beyond', () => {
    expect(smsSize('я'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsSize('я'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsSize('я'.repeat(134)).parts).toBe(2);
    expect(smsSize('я'.repeat(135)).parts).toBe(3);
  });

  it('counts a Latin text as GSM 7-bit: 160 in one part, 153 per part beyond', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161)).parts).toBe(2);
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters twice and one non-GSM character makes the whole text UCS-2', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsSize(`${'a'.repeat(69)}ж`)).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsSize('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
  });
});
