// (handler) --> register --> accounts store
import { randomUUID } from 'node:crypto';
import type { RegistrationInput, TokenAnswer } from '../../../shared/schemas/user';
import { hashPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { createAccount, EmailTakenError } from '../../store/accounts';
import { emptyClinic } from '../../store/clinic-items';
import { ConflictError } from '../errors';
import { accountMessages } from './messages';

export async function register(input: RegistrationInput, now = new Date()): Promise<TokenAnswer> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  try {
    await createAccount(
      {
        id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        validUntil: null,
        ...(input.utm ? { utm: input.utm } : {}),
        createdAt,
        updatedAt: createdAt,
      },
      { ...emptyClinic(), clinic: input.name, updatedAt: createdAt },
    );
  } catch (error) {
    if (error instanceof EmailTakenError) {
      throw new ConflictError('EMAIL_TAKEN', accountMessages.emailTaken, { email: accountMessages.emailTaken });
    }
    throw error;
  }
  return { token: await issueToken(id) };
}
