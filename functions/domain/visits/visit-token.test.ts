import { createHmac } from 'node:crypto';
import { readVisitToken, signVisitToken, VISIT_TOKEN_MAX_LENGTH } from './visit-token';

const secret = 'test-visit-key';
const visit = { clinicId: '5b7c1f0e-2a3d-4c9b-8e1f-0a1b2c3d4e5f', leadId: '1764201600000-0123456789ab' };

describe('the visit link token', () => {
  it('names its visit and is URL-safe', () => {
    const token = signVisitToken(secret, visit);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(token.length).toBeLessThanOrEqual(VISIT_TOKEN_MAX_LENGTH);
    expect(readVisitToken(secret, token)).toEqual(visit);
  });

  it('refuses one pointed at another lead or clinic, a changed signature and another key', () => {
    const [leadId, clinicId, mac] = signVisitToken(secret, visit).split('.') as [string, string, string];
    expect(readVisitToken(secret, `1764201600000-0123456789ac.${clinicId}.${mac}`)).toBeUndefined();
    expect(readVisitToken(secret, `${leadId}.5b7c1f0e-2a3d-4c9b-8e1f-0a1b2c3d4e50.${mac}`)).toBeUndefined();
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(readVisitToken(secret, `${leadId}.${clinicId}.${flipped}`)).toBeUndefined();
    expect(readVisitToken(secret, `${leadId}.${clinicId}.${mac.slice(0, -2)}`)).toBeUndefined();
    expect(readVisitToken('another-key', `${leadId}.${clinicId}.${mac}`)).toBeUndefined();
  });

  it('has one spelling: a signature that decodes to the same bytes (the last character’s spare bits) is refused', () => {
    const [leadId, clinicId, mac] = signVisitToken(secret, visit).split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 16 bytes are 22 characters whose last carries 2 bits of the MAC and 4 spare ones: flip a spare one.
    const twin = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(readVisitToken(secret, `${leadId}.${clinicId}.${twin}`)).toBeUndefined();
    expect(readVisitToken(secret, `${leadId}.${clinicId}.${mac}=`)).toBeUndefined();
  });

  it.each(['', '.', 'a.b.c', 'x.y.z.w', `${'1'.repeat(200)}`, '1764201600000-0123456789ab.clinic'])('refuses %j', (token) => {
    expect(readVisitToken(secret, token)).toBeUndefined();
  });

  it('is not the HMAC of the same text under the bare key (its key is derived for this purpose alone)', () => {
    const bare = createHmac('sha256', secret).update(`${visit.clinicId}\n${visit.leadId}`).digest().subarray(0, 16).toString('base64url');
    expect(readVisitToken(secret, `${visit.leadId}.${visit.clinicId}.${bare}`)).toBeUndefined();
  });

  it('is made only for a lead id and a clinic id', () => {
    expect(() => signVisitToken(secret, { ...visit, leadId: 'x.y' })).toThrow();
  });
});
