// Pages the account's e-mails link to: the server builds the links, the web app serves the pages.
// A one-time code travels in the URL's fragment (`#code=…`), never in its query: browsers do not send the
// fragment to any server, so no access log (CloudFront keeps its logs for a year) and no Referer holds it.

/** Opens the cabinet of a confirmed sign-up: `#code=` carries the code from the confirmation letter. */
export const REGISTRATION_CONFIRM_PAGE = '/registration/confirm';
export const CONFIRMATION_CODE_PARAM = 'code';

/**
 * Confirms an address for lead mail: `#token=` carries the token of the letter. The page asks for a
 * button press (a POST), so a mail scanner that follows every link cannot confirm an address.
 */
export const EMAIL_CONFIRM_PAGE = '/email/confirm';
export const EMAIL_CONFIRM_TOKEN_PARAM = 'token';

/** The mailed links of an account (a sign-in past the lockout, a new password, a new login e-mail): `#token=`. */
export const SIGN_IN_LINK_PAGE = '/authorization/link';
export const PASSWORD_RESET_PAGE = '/password/reset';
export const LOGIN_EMAIL_CONFIRM_PAGE = '/email/change';
export const ACCOUNT_LINK_TOKEN_PARAM = 'token';

/** Where 'Забыли пароль?' leads: the e-mail for the reset letter. */
export const PASSWORD_FORGOT_PAGE = '/password/forgot';

/** The path of a page with its one-time secret in the fragment. */
export function secretLinkPath(page: string, param: string, secret: string): string {
  return `${page}#${new URLSearchParams({ [param]: secret })}`;
}

/** The secret a page's URL carries: in the fragment, or in the query of links mailed before the fragment. */
export function secretOfUrl(url: { hash: string; search: string }, param: string): string {
  return new URLSearchParams(url.hash.replace(/^#/, '')).get(param) ?? new URLSearchParams(url.search).get(param) ?? '';
}

/** Accepts a staff invitation (issue 29): `#code=` carries the code from the invitation letter. */
export const STAFF_INVITATION_PAGE = '/staff/accept';
