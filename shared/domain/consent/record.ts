// What a lead keeps of the consent its sender gave (issue 28 §1): the version and the hash of its exact text, when
// (server time), from which page and from which address. Made on the server only: a browser sends the version id.
import { consentHash } from './hash';
import { consentVersionOf } from './versions';

export interface ConsentRecord {
  /** The version the form showed (shared/domain/consent/versions.ts); 'не передана' when an older page sent none. */
  versionId: string;
  /** SHA-256 (hex) of the version's text; '' when no version was sent. */
  hash: string;
  /** ISO time on the server when the form was received. */
  at: string;
  /** The page the form was on, at most PAGE_MAX characters. */
  page: string;
  /** The sender's address ('' once erased: it is personal data too). */
  ip: string;
}

export const CONSENT_PAGE_MAX = 500;
/** A page loaded before consent versions sends none: the lead is kept (a lead is never lost) and says so. */
export const CONSENT_NOT_SENT = 'не передана';

/** The record of a known version (the form's schema refused an unknown one), or of none sent. */
export async function consentRecordOf(
  versionId: string | undefined,
  received: { at: string; page: string; ip: string },
): Promise<ConsentRecord> {
  const version = versionId === undefined ? undefined : consentVersionOf(versionId);
  if (versionId !== undefined && !version) throw new Error(`unknown consent version ${versionId}`);
  return {
    versionId: version?.id ?? CONSENT_NOT_SENT,
    hash: version ? await consentHash(version.text) : '',
    at: received.at,
    page: received.page.slice(0, CONSENT_PAGE_MAX),
    ip: received.ip,
  };
}
