// The signed-in user of a `user` row, from the Authorization header's bearer token: a valid signature
// is not enough, the account must still exist, the token must carry its current session version (a
// password change or reset bumps it, which ends every older session) and must not have been logged out.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { VerifiedSession } from '../auth/tokens';
import { verifyToken } from '../auth/verify-token';
import type { Actor } from '../domain/staff/actor';
import { currentSessions, endedSessionEntry } from '../store/sessions';
import { HttpError } from './error-response';

export type { Actor };

const SESSION_ENDED = 'Сессия истекла или недействительна: войдите снова';

/** The bearer token of the request's headers, or undefined. */
export function bearerToken(headers: Record<string, string | undefined> | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec((headers?.authorization ?? '').trim())?.[1];
}

/** The session of the request's token, checked against the account, and who it is. */
export async function authenticatedSession(headers: Record<string, string | undefined> | undefined): Promise<VerifiedSession & Actor> {
  const token = bearerToken(headers);
  if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Требуется вход в аккаунт');
  const session = await verifyToken(token);
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', SESSION_ENDED);
  const sessions = await currentSessions(session.userId);
  if (sessions === undefined) throw new HttpError(401, 'UNAUTHORIZED', 'Аккаунт не найден: войдите снова');
  if (sessions.version !== session.sessionVersion)
    throw new HttpError(401, 'UNAUTHORIZED', 'Пароль изменён: войдите снова с новым паролем');
  if (session.sessionId && sessions.ended.has(endedSessionEntry(session.expiresAt, session.sessionId))) {
    throw new HttpError(401, 'UNAUTHORIZED', 'Вы вышли из кабинета: войдите снова');
  }
  return { ...session, personId: session.userId, clinicId: sessions.clinicId, role: sessions.role, phonesAllowed: sessions.phonesAllowed };
}

export async function authenticatedActor(event: APIGatewayProxyEventV2): Promise<Actor> {
  const { personId, clinicId, role, phonesAllowed } = await authenticatedSession(event.headers);
  return { personId, clinicId, role, phonesAllowed };
}
