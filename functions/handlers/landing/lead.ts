import { submitLandingLead } from '../../domain/landing-leads/submit';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.landingLead, ({ body, sourceIp }) => submitLandingLead(body, sourceIp));
