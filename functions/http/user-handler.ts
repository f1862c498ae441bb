// The chain for a signed-in row: the HTTP chain plus the bearer token check, whose verification code
// (aws-jwt-verify, the public keys from Secrets Manager) only signed-in functions carry.
import { authenticatedUserId } from './bearer';
import { type AnswerFor, chain, type HttpRequest } from './handler';
import type { RouteDefinition } from './route';

export function userHandler<R extends RouteDefinition & { access: 'user' }>(
  route: R,
  answer: (request: HttpRequest<R>) => Promise<AnswerFor<R>>,
) {
  return chain(route, answer, authenticatedUserId);
}
