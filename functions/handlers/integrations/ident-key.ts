import { identKeyDraft } from '../../domain/mis/ident-keys';
import { userHandler } from '../../http/user-handler';
import { integrationIdentKey } from '../../routes/leads';

export const handler = userHandler(integrationIdentKey, ({ userId }) => identKeyDraft(userId));
