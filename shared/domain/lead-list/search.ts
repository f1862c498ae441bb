// The one search box of 'Заявки': a patient's name, phone, or both ('Иванова 8912'). Words with letters
// are looked for in the name (case and ё aside), the rest is a phone as the receptionist typed it
// (shared/phone.ts matchesTypedPhone: +7, 8, spaces, brackets, hyphens or a part of the number).
import { matchesTypedPhone } from '../../phone';

export interface LeadSearch {
  /** Lower-case words, ё as е, each of which the name must contain. */
  nameWords: string[];
  /** The phone part as typed, '' when there is none. */
  phone: string;
}

/** The digits of typed text. */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

const foldName = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** null for an empty search. */
export function parseLeadSearch(text: string): LeadSearch | null {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  const hasLetters = (token: string) => /\p{L}/u.test(token);
  return {
    nameWords: tokens.filter(hasLetters).map(foldName),
    phone: tokens.filter((token) => !hasLetters(token)).join(' '),
  };
}

export function matchesLeadSearch(lead: { ClientFullName: string; ClientPhone: string }, search: LeadSearch): boolean {
  const name = foldName(lead.ClientFullName);
  if (!search.nameWords.every((word) => name.includes(word))) return false;
  return search.phone === '' || matchesTypedPhone(lead.ClientPhone, search.phone);
}
