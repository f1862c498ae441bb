// The chain for a signed-in row: the HTTP chain plus the bearer token check, whose verification code
// (aws-jwt-verify, the public keys from Secrets Manager) only signed-in functions carry, and the one role
// guard (issue 29): the row's `roles` against the role the person's account names, before anything is read.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type CabinetPart, mayUse } from '../../shared/domain/staff/roles';
import { type Actor, authenticatedActor } from './bearer';
import { HttpError } from './error-response';
import { type AnswerFor, chain, type HttpRequest } from './handler';
import type { RouteDefinition } from './route';

export const ROLE_REFUSED = 'Эта часть кабинета недоступна вашей роли: обратитесь к владельцу аккаунта клиники';

export function userHandler<R extends RouteDefinition & { access: 'user'; roles: CabinetPart }>(
  route: R,
  answer: (request: HttpRequest<R>) => Promise<AnswerFor<R>>,
) {
  return chain(route, answer, (event) => allowedActor(route, event));
}

async function allowedActor(route: RouteDefinition, event: APIGatewayProxyEventV2): Promise<Actor> {
  const actor = await authenticatedActor(event);
  if (!route.roles || !mayUse(route.roles, actor.role)) throw new HttpError(403, 'ROLE_FORBIDDEN', ROLE_REFUSED);
  return actor;
}
