// Every integration kind's shared part, one place per kind (a kind without one does not compile:
// registry.type-test.ts). Import it where a rule is looked up by kind (normalising, naming, masking entries): it
// brings every kind's entry schema and rules. The lead channels alone are in lead-channels.ts.
import { amoCrm } from './amo-crm';
import { dentalPro } from './dental-pro';
import { email } from './email';
import { externalLink } from './external-link';
import { google } from './google';
import { ident } from './ident';
import type { IntegrationShared, SharedRegistryOf } from './integration';
import type { IntegrationKind } from './kinds';
import type { LeadChannel } from './lead-channels';
import { macDent } from './mac-dent';
import { metric } from './metric';
import { sms } from './sms';
import { telegram } from './telegram';
import { webSite } from './web-site';

export const integrations = {
  ident,
  macDent,
  dentalPro,
  email,
  telegram,
  sms,
  webSite,
  amoCrm,
  metric,
  google,
  externalLink,
} as const satisfies SharedRegistryOf<IntegrationKind>;

/** The kinds whose entries a channel delivers to (mis: DentalPRO and MacDent). */
export function kindsOfChannel(channel: LeadChannel): IntegrationKind[] {
  return (Object.keys(integrations) as IntegrationKind[]).filter((kind) => {
    const { leads } = integrations[kind] as IntegrationShared;
    return typeof leads === 'object' && leads.channel.name === channel;
  });
}
