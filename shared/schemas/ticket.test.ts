import * as z from 'zod/mini';
import { CLIENT_EMAIL_ERROR, ticketInputSchema } from './ticket';

const request = { clinicId: 'clinic', action: 'Заявка', ClientPhone: '+7 999 123-45-67', idempotencyKey: 'key-12345' };

describe("the ticket's patient e-mail", () => {
  it('is optional, empty allowed, kept as typed but for the spaces around it', () => {
    expect(z.parse(ticketInputSchema, request).ClientEmail).toBe('');
    expect(z.parse(ticketInputSchema, { ...request, ClientEmail: '' }).ClientEmail).toBe('');
    expect(z.parse(ticketInputSchema, { ...request, ClientEmail: ' Anna.P@mail.ru ' }).ClientEmail).toBe('Anna.P@mail.ru');
  });

  it.each(['anna', 'anna@', 'anna@mail', `${'a'.repeat(250)}@mail.ru`, 'a b@mail.ru'])('refuses %j at its field, in Russian', (email) => {
    const issue = z.safeParse(ticketInputSchema, { ...request, ClientEmail: email }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['ClientEmail'], message: CLIENT_EMAIL_ERROR });
  });
});
