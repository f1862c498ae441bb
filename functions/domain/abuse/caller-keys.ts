// Who a per-caller allowance counts: an address (an IPv6 caller by its /64, the block one subscriber
// gets, so rotating addresses inside it does not reset the count) and a contact (a phone by its
// normalised number, shared/phone.ts, so '8 999…' and '+7 999…' are one caller; a Telegram nick by
// its lower-case text).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { normalizePhone } from '../../../shared/phone';

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded (an embedded IPv4 tail counts as two). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap(ipv4AsGroups));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => group.replace(/^0+(?=.)/, ''));
}

function ipv4AsGroups(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** A phone by its digits (7 or more); anything else (a Telegram nick) by its trimmed lower-case text. */
export function contactKey(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  return digits.length >= 7 ? normalizePhone(contact) : contact.trim().toLowerCase();
}

/**
 * A rate counter's key for a personal identifier (an e-mail, a phone number): its SHA-256, so the counter, which
 * lives past an erasure until its window ends, keeps nothing that names the patient (issue 28 §2).
 */
export function personalKey(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex').slice(0, 32);
}
