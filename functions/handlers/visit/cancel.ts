import { cancelVisitByLink } from '../../domain/visits/patient-visit';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { visitCancel } from '../../routes/visit';

export const handler = httpHandler(visitCancel, (request) => cancelVisitByLink(request.body.token, publicCallerOf(request)));
