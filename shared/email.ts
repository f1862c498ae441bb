// The product's one e-mail rule: an account's login (shared/schemas/user.ts), the e-mail a patient leaves
// on a quiz (its contacts page and its Email questions) and on /seagull. It is zod's own e-mail pattern
// (zod/v4/core/regexes.ts `email`, what z.email() checks), kept here so the public pages, which load no
// zod, apply exactly the rule the server does.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

/** Whether the text (surrounding spaces aside) is an e-mail address. */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
