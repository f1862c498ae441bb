// (handler) --> log out --> sessions store
// Logging out ends this token's session on the server, not only the browser's copy: a token copied
// before (another tab, a stolen copy) stops working too. Other sessions go on.
import { verifyToken } from '../../auth/verify-token';
import { endAllSessions, endedSessionEntry, endSession } from '../../store/sessions';

export async function logout(userId: string, token: string, now = Date.now()): Promise<void> {
  const session = await verifyToken(token);
  if (!session || session.userId !== userId) return;
  // A token from before session ids has no entry of its own: every session of the account ends.
  if (!session.sessionId) return endAllSessions(userId);
  await endSession(userId, endedSessionEntry(session.expiresAt, session.sessionId), Math.floor(now / 1000));
}
