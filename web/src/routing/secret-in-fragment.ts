// Letters sent before the codes moved to the fragment link to `?code=` / `?token=`. Such a page moves its
// code into the fragment before anything else runs (main.tsx calls this first), so no later request's
// Referer, error report or analytics hit carries it. CloudFront has logged that first request already.
import {
  ACCOUNT_LINK_TOKEN_PARAM,
  CONFIRMATION_CODE_PARAM,
  EMAIL_CONFIRM_PAGE,
  EMAIL_CONFIRM_TOKEN_PARAM,
  LOGIN_EMAIL_CONFIRM_PAGE,
  PASSWORD_RESET_PAGE,
  REGISTRATION_CONFIRM_PAGE,
  SIGN_IN_LINK_PAGE,
} from '../../../shared/account-pages';
import { VISIT_PAGE, VISIT_TOKEN_PARAM } from '../../../shared/visit-page';
import { normalizePath } from './access';

/** The pages whose URL carries a one-time secret, and its parameter. */
export const SECRET_PAGES: Readonly<Record<string, string>> = {
  [REGISTRATION_CONFIRM_PAGE]: CONFIRMATION_CODE_PARAM,
  [EMAIL_CONFIRM_PAGE]: EMAIL_CONFIRM_TOKEN_PARAM,
  [SIGN_IN_LINK_PAGE]: ACCOUNT_LINK_TOKEN_PARAM,
  [PASSWORD_RESET_PAGE]: ACCOUNT_LINK_TOKEN_PARAM,
  [LOGIN_EMAIL_CONFIRM_PAGE]: ACCOUNT_LINK_TOKEN_PARAM,
  [VISIT_PAGE]: VISIT_TOKEN_PARAM,
};

/** The same page with the secret moved from the query to the fragment, or null when there is nothing to move. */
export function withSecretInFragment(href: string): string | null {
  const url = new URL(href);
  const param = SECRET_PAGES[normalizePath(url.pathname)];
  const secret = param ? url.searchParams.get(param) : null;
  if (!param || secret === null) return null;
  url.searchParams.delete(param);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (!fragment.has(param)) fragment.set(param, secret);
  url.hash = fragment.toString();
  return url.toString();
}

export function moveSecretToFragment(location: Location, history: History): void {
  const moved = withSecretInFragment(location.href);
  if (moved) history.replaceState(history.state, '', moved);
}
