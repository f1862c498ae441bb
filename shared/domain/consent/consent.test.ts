import { createHash } from 'node:crypto';
import { consentHash } from './hash';
import { CONSENT_NOT_SENT, consentRecordOf } from './record';
import { CONSENT_VERSIONS, CURRENT_CONSENT, consentParts, consentVersionOf } from './versions';

describe('consent versions', () => {
  it('has unique ids, dates in order, and each link text inside its text', () => {
    expect(new Set(CONSENT_VERSIONS.map((version) => version.id)).size).toBe(CONSENT_VERSIONS.length);
    const dates = CONSENT_VERSIONS.map((version) => version.date);
    expect([...dates].sort()).toEqual(dates);
    for (const version of CONSENT_VERSIONS) {
      const parts = consentParts(version);
      expect(parts.before + parts.link + parts.after).toBe(version.text);
      expect(version.text.includes(version.linkText)).toBe(true);
    }
  });

  it('the current version is the last, found by its id; an unknown id is not', () => {
    expect(CURRENT_CONSENT).toBe(CONSENT_VERSIONS.at(-1));
    expect(consentVersionOf(CURRENT_CONSENT.id)).toBe(CURRENT_CONSENT);
    expect(consentVersionOf('pd-1999-01-01')).toBeUndefined();
  });
});

describe('consentHash', () => {
  it('is the SHA-256 of the UTF-8 text, as node:crypto computes it', async () => {
    const text = CURRENT_CONSENT.text;
    expect(await consentHash(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await consentHash(`${text} `)).not.toBe(await consentHash(text));
  });
});

describe('consentRecordOf', () => {
  const received = { at: '2026-11-28T10:00:00.000Z', page: `https://clinic.ru/${'x'.repeat(600)}`, ip: '203.0.113.7' };

  it('records the version, its hash, the time, the page (bounded) and the address', async () => {
    const record = await consentRecordOf(CURRENT_CONSENT.id, received);
    expect(record).toEqual({
      versionId: CURRENT_CONSENT.id,
      hash: await consentHash(CURRENT_CONSENT.text),
      at: received.at,
      page: received.page.slice(0, 500),
      ip: '203.0.113.7',
    });
  });

  it('says when a form sent no version, and refuses one it does not know', async () => {
    expect((await consentRecordOf(undefined, received)).versionId).toBe(CONSENT_NOT_SENT);
    await expect(consentRecordOf('pd-1999-01-01', received)).rejects.toThrow('unknown consent version');
  });
});
