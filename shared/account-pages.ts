// Pages the account's e-mails link to: the server builds the links, the web app serves the pages.

/** Opens the cabinet of a confirmed sign-up: `?code=` carries the code from the confirmation letter. */
export const REGISTRATION_CONFIRM_PAGE = '/registration/confirm';
export const CONFIRMATION_CODE_PARAM = 'code';
