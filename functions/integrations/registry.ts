// Every integration kind's server descriptor, one place per kind (registry.type-test.ts), and the lead channel
// queues they declare, each once. Descriptors only: importing this costs a function no client and no SDK.
import type { IntegrationKind } from '../../shared/integrations/kinds';
import type { LeadChannel } from '../../shared/integrations/registry';
import { amoCrmServer } from './amo-crm/server';
import { emailServer } from './email/server';
import { googleServer } from './google/server';
import type { ChannelQueue, IntegrationServer, ServerRegistryOf } from './integration';
import { bookingMisServer } from './mis/server';
import { telegramServer } from './telegram/server';

/** A kind that only configures (no lead is sent to it, or the service pulls its leads). */
const configuresOnly = {} as const satisfies IntegrationServer;

export const serverIntegrations = {
  ident: configuresOnly,
  macDent: bookingMisServer,
  dentalPro: bookingMisServer,
  email: emailServer,
  telegram: telegramServer,
  webSite: configuresOnly,
  amoCrm: amoCrmServer,
  metric: configuresOnly,
  google: googleServer,
  externalLink: configuresOnly,
} as const satisfies ServerRegistryOf<IntegrationKind>;

type Declared = (typeof serverIntegrations)[IntegrationKind];
type ChannelQueueOf<T> = T extends { delivery: infer Q } ? Q : never;
/** The channel queues the kinds declare, as their types (one per channel). */
export type DeclaredChannelQueue = ChannelQueueOf<Declared>;

/** Each channel's queue once. */
export const channelQueueList: readonly DeclaredChannelQueue[] = [
  ...new Set(
    Object.values(serverIntegrations).flatMap((server: IntegrationServer) =>
      server.delivery ? [server.delivery as DeclaredChannelQueue] : [],
    ),
  ),
];

/** A channel's queue key in resources.ts ('amo' → leadAmo): the CloudFormation ids and the queue names keep it. */
export type ChannelQueueKey<C extends LeadChannel = LeadChannel> = `lead${Capitalize<C>}`;
export const channelQueueKey = <C extends LeadChannel>(channel: C): ChannelQueueKey<C> =>
  `lead${channel[0]!.toUpperCase()}${channel.slice(1)}` as ChannelQueueKey<C>;

export type { ChannelQueue };
