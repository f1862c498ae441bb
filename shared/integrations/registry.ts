// Every integration kind's shared part, one place per kind (a kind without one does not compile:
// registry.type-test.ts), and the lead channels they deliver through, gathered from them.
import { amoCrm } from './amo-crm';
import { dentalPro } from './dental-pro';
import { email } from './email';
import { externalLink } from './external-link';
import { google } from './google';
import { ident } from './ident';
import type { IntegrationShared, SharedRegistryOf } from './integration';
import type { IntegrationKind } from './kinds';
import { macDent } from './mac-dent';
import { metric } from './metric';
import { telegram } from './telegram';
import { webSite } from './web-site';

export const integrations = {
  ident,
  macDent,
  dentalPro,
  email,
  telegram,
  webSite,
  amoCrm,
  metric,
  google,
  externalLink,
} as const satisfies SharedRegistryOf<IntegrationKind>;

type Registry = typeof integrations;
type ChannelOf<T> = T extends { leads: { channel: infer C } } ? C : never;
/** The lead channels, as their descriptors' types. */
export type LeadChannelDescriptor = ChannelOf<Registry[IntegrationKind]>;
/** A lead channel's wire name: the resend call's `channel`, the column of 'Заявки'. */
export type LeadChannel = LeadChannelDescriptor['name'];

/** Each lead channel once, in the columns' order. */
export const leadChannelList: readonly LeadChannelDescriptor[] = [
  ...new Set(
    Object.values(integrations).flatMap((integration: IntegrationShared): LeadChannelDescriptor[] =>
      typeof integration.leads === 'object' ? [integration.leads.channel as LeadChannelDescriptor] : [],
    ),
  ),
].sort((a, b) => a.column - b.column);

export const leadChannels = Object.fromEntries(leadChannelList.map((channel) => [channel.name, channel])) as {
  [C in LeadChannel]: Extract<LeadChannelDescriptor, { name: C }>;
};

/** The kinds whose entries a channel delivers to (mis: DentalPRO and MacDent). */
export function kindsOfChannel(channel: LeadChannel): IntegrationKind[] {
  return (Object.keys(integrations) as IntegrationKind[]).filter((kind) => {
    const { leads } = integrations[kind] as IntegrationShared;
    return typeof leads === 'object' && leads.channel.name === channel;
  });
}
