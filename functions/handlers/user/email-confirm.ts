import { confirmEmailChange } from '../../domain/accounts/email';
import { httpHandler } from '../../http/handler';
import { userEmailConfirm } from '../../routes/account';

export const handler = httpHandler(userEmailConfirm, ({ body }) => confirmEmailChange(body));
