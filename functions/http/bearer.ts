// The signed-in user of a `user` row, from the Authorization header's bearer token: a valid signature
// is not enough, the account must still exist and the token must carry its current session version
// (a password change bumps it, which ends every older session).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { verifyToken } from '../auth/verify-token';
import { currentSessionVersion } from '../store/sessions';
import { HttpError } from './error-response';

const SESSION_ENDED = 'Сессия истекла или недействительна: войдите снова';

export async function authenticatedUserId(event: APIGatewayProxyEventV2): Promise<string> {
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, 'UNAUTHORIZED', 'Требуется вход в аккаунт');
  const session = await verifyToken(match[1]);
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', SESSION_ENDED);
  const version = await currentSessionVersion(session.userId);
  if (version === undefined) throw new HttpError(401, 'UNAUTHORIZED', 'Аккаунт не найден: войдите снова');
  if (version !== session.sessionVersion) throw new HttpError(401, 'UNAUTHORIZED', 'Пароль изменён: войдите снова с новым паролем');
  return session.userId;
}
