// The consent texts a patient agrees to when sending a form (issue 28 §1; 152-FZ art. 9: the operator proves the
// consent). A version is never edited: a changed text is a new version at the end, and a lead keeps the id of the
// version it was shown, so the text it agreed to can be shown (and its hash checked) years later. Every public form
// (the widget, the quiz's contacts step, the landing form, /seagull) shows the current version with its link to
// /policy and sends its id; the server refuses an id it does not know.

export interface ConsentVersion {
  /** Sent by the form, stored on the lead: 'pd-' and the date it came into force. */
  id: string;
  /** yyyy-mm-dd: when the version came into force (the policy page shows it). */
  date: string;
  /** The exact text shown, as one line: what the page's consent paragraph reads (its textContent). */
  text: string;
  /** The part of `text` that links to /policy. */
  linkText: string;
}

export const CONSENT_VERSIONS: readonly ConsentVersion[] = [
  {
    id: 'pd-2026-11-28',
    date: '2026-11-28',
    text: 'Нажимая кнопку, вы даёте согласие на обработку персональных данных на условиях политики обработки персональных данных.',
    linkText: 'политики обработки персональных данных',
  },
];

/** The version every form shows now: the last one. */
export const CURRENT_CONSENT: ConsentVersion = CONSENT_VERSIONS[CONSENT_VERSIONS.length - 1]!;

export function consentVersionOf(id: string): ConsentVersion | undefined {
  return CONSENT_VERSIONS.find((version) => version.id === id);
}

/** The text around the link, so each form renders `before`, a link to /policy reading `linkText`, then `after`. */
export function consentParts(version: ConsentVersion = CURRENT_CONSENT): { before: string; link: string; after: string } {
  const at = version.text.indexOf(version.linkText);
  return { before: version.text.slice(0, at), link: version.linkText, after: version.text.slice(at + version.linkText.length) };
}

export const UNKNOWN_CONSENT_MESSAGE =
  'Неизвестная версия согласия на обработку персональных данных: обновите страницу и отправьте ещё раз';
