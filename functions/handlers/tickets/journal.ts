import { clinicJournal } from '../../domain/leads/journal';
import { userHandler } from '../../http/user-handler';
import { ticketJournal } from '../../routes/leads';

export const handler = userHandler(ticketJournal, ({ query, userId }) => clinicJournal(userId, query));
