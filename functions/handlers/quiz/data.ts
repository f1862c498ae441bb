import { listLeadsSeenBy } from '../../domain/leads/leads-seen-by';
import { userHandler } from '../../http/user-handler';
import { quizLeads } from '../../routes/quiz';

export const handler = userHandler(quizLeads, ({ actor, query }) => listLeadsSeenBy(actor, query, 'quiz'));
