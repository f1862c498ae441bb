// The patient's visit page (issue 26 §3): the confirmation letter and the reminders link to it; the link's
// token travels in the fragment (`#token=`), so no access log or Referer holds it (as shared/account-pages.ts).
export const VISIT_PAGE = '/visit';
export const VISIT_TOKEN_PARAM = 'token';
