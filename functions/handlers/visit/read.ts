import { readPatientVisit } from '../../domain/visits/patient-visit';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { visitRead } from '../../routes/visit';

export const handler = httpHandler(visitRead, (request) => readPatientVisit(request.body.token, publicCallerOf(request)));
