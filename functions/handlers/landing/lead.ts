import { submitLandingLead } from '../../domain/landing-leads/submit';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { landingLead } from '../../routes/public-site';

export const handler = httpHandler(landingLead, (request) => submitLandingLead(request.body, publicCallerOf(request)));
