import { submitLandingLead } from '../../domain/landing-leads/submit';
import { httpHandler } from '../../http/handler';
import { landingLead } from '../../routes/public-site';

export const handler = httpHandler(landingLead, ({ body, sourceIp }) => submitLandingLead(body, sourceIp));
