import { rescheduleVisitByLink } from '../../domain/visits/patient-visit';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { visitReschedule } from '../../routes/visit';

export const handler = httpHandler(visitReschedule, (request) =>
  rescheduleVisitByLink(request.body.token, request.body.PlanStart, publicCallerOf(request)),
);
