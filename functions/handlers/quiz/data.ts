import { listClinicLeads } from '../../domain/leads/list-clinic-leads';
import { userHandler } from '../../http/user-handler';
import { quizLeads } from '../../routes/quiz';

export const handler = userHandler(quizLeads, ({ userId, query }) => listClinicLeads(userId, query, 'quiz'));
