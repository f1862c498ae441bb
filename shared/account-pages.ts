// Pages the account's e-mails link to: the server builds the links, the web app serves the pages.

/** Opens the cabinet of a confirmed sign-up: `?code=` carries the code from the confirmation letter. */
export const REGISTRATION_CONFIRM_PAGE = '/registration/confirm';
export const CONFIRMATION_CODE_PARAM = 'code';

/**
 * Confirms an address for lead mail: `?token=` carries the token of the letter. The page asks for a
 * button press (a POST), so a mail scanner that follows every link cannot confirm an address.
 */
export const EMAIL_CONFIRM_PAGE = '/email/confirm';
export const EMAIL_CONFIRM_TOKEN_PARAM = 'token';
