// Who may open which path (docs/contract/cabinet.md §6), as pure functions of the path and the stored token.
import {
  EMAIL_CONFIRM_PAGE,
  LOGIN_EMAIL_CONFIRM_PAGE,
  PASSWORD_FORGOT_PAGE,
  PASSWORD_RESET_PAGE,
  REGISTRATION_CONFIRM_PAGE,
  SIGN_IN_LINK_PAGE,
  STAFF_INVITATION_PAGE,
} from '../../../shared/account-pages';
import { VISIT_PAGE } from '../../../shared/visit-page';

export const AUTHORIZATION_PATH = '/authorization';
export const REGISTRATION_PATH = '/registration';
export const CABINET_HOME_PATH = '/setting';

// The spec's list (/policy, /widget, /) plus the patient-facing configurator and the /test demo:
// docs/contract/widget-quiz-configurator.md §6 lets anonymous visitors use the configurator, and the demo shows nothing private.
// The sign-up letter's link is public too: it signs in whoever opens it, whatever session the browser had;
// so are the other account letters' links (a sign-in, a new password, a new login e-mail), and the page a
// lead address is confirmed on (its owner is not our user), the staff invitation's page (issue 29), and the
// patient's visit page (its link is the key).
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/policy',
  '/widget',
  '/',
  '/seagull',
  '/test',
  REGISTRATION_CONFIRM_PAGE,
  EMAIL_CONFIRM_PAGE,
  SIGN_IN_LINK_PAGE,
  PASSWORD_RESET_PAGE,
  LOGIN_EMAIL_CONFIRM_PAGE,
  STAFF_INVITATION_PAGE,
  VISIT_PAGE,
]);
const AUTH_PATHS: ReadonlySet<string> = new Set([AUTHORIZATION_PATH, REGISTRATION_PATH, PASSWORD_FORGOT_PAGE]);

/** "/policy/" and "/policy" are one page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A public quiz: any path containing /quiz, except the list /quiz itself and the builder /quiz/setting… */
export function isPublicQuizPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path.includes('/quiz') && path !== '/quiz' && !path.includes('/quiz/setting');
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(normalizePath(pathname)) || isPublicQuizPath(pathname);
}

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.has(normalizePath(pathname));
}

/** Where a visitor opening `pathname` must be sent instead, or null to let them in. */
export function accessRedirect(pathname: string, signedIn: boolean): string | null {
  if (isPublicPath(pathname)) return null;
  if (isAuthPath(pathname)) return signedIn ? CABINET_HOME_PATH : null;
  return signedIn ? null : AUTHORIZATION_PATH;
}

export interface UnauthorizedAction {
  /** Clear local storage (the token is no longer valid). */
  clearSession: boolean;
  /** Navigate here, or stay. */
  redirectTo: string | null;
}

/** What a 401 from the API does on the page at `pathname`: public pages ignore it. */
export function unauthorizedAction(pathname: string): UnauthorizedAction {
  const path = normalizePath(pathname);
  if (PUBLIC_PATHS.has(path) || isPublicQuizPath(path)) {
    return { clearSession: false, redirectTo: null };
  }
  // A wrong password on the login page is a 401 too: the form shows the messages, no navigation.
  if (isAuthPath(path)) return { clearSession: true, redirectTo: null };
  return { clearSession: true, redirectTo: AUTHORIZATION_PATH };
}

export type PageBackground = 'light' | 'dark';

/** White on the configurator and on public quizzes, #191820 everywhere else (docs/contract/cabinet.md §2). */
export function pageBackground(pathname: string): PageBackground {
  const path = normalizePath(pathname);
  return path === '/seagull' || isPublicQuizPath(path) ? 'light' : 'dark';
}
