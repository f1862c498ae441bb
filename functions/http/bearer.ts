// The signed-in user of a `user` row, from the Authorization header's bearer token.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { verifyToken } from '../auth/verify-token';
import { HttpError } from './error-response';

export async function authenticatedUserId(event: APIGatewayProxyEventV2): Promise<string> {
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, 'UNAUTHORIZED', 'Требуется вход в аккаунт');
  const userId = await verifyToken(match[1]);
  if (!userId) throw new HttpError(401, 'UNAUTHORIZED', 'Сессия истекла или недействительна: войдите снова');
  return userId;
}
