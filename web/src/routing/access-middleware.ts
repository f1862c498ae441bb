// Applies the access rules before any page renders, on the first load and on every navigation.
import { redirect, type MiddlewareFunction } from 'react-router';
import { hasToken } from '../session/token';
import { accessRedirect } from './access';

export const accessMiddleware: MiddlewareFunction = ({ request }) => {
  const target = accessRedirect(new URL(request.url).pathname, hasToken());
  if (target) throw redirect(target);
};
