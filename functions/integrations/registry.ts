// Every integration kind's server descriptor, one place per kind (registry.type-test.ts), and the lead channel
// queues they declare, each once. Descriptors only: importing this costs a function no client and no SDK.
import type { IntegrationKind } from '../../shared/integrations/kinds';
import type { LeadChannel } from '../../shared/integrations/lead-channels';
import { amoCrmServer } from './amo-crm/server';
import { emailServer } from './email/server';
import { googleServer } from './google/server';
import type { ChannelQueue, IntegrationServer, ServerRegistryOf } from './integration';
import { bookingMisServer } from './mis/server';
import { smsServer } from './sms/server';
import { telegramServer } from './telegram/server';

/** A kind that only configures (no lead is sent to it, or the service pulls its leads). */
const configuresOnly = {} as const satisfies IntegrationServer;

export const serverIntegrations = {
  ident: configuresOnly,
  macDent: bookingMisServer,
  dentalPro: bookingMisServer,
  email: emailServer,
  telegram: telegramServer,
  sms: smsServer,
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

const declaredQueues = (): readonly DeclaredChannelQueue[] => [
  ...new Set(
    Object.values(serverIntegrations).flatMap((server: IntegrationServer) =>
      server.delivery ? [server.delivery as DeclaredChannelQueue] : [],
    ),
  ),
];
/** Each channel's queue once (marked pure: a bundle that reads no queue drops it). */
export const channelQueueList = /* @__PURE__ */ declaredQueues();

/** A channel's queue key in resources.ts ('amo' → leadAmo): the CloudFormation ids and the queue names keep it. */
export type ChannelQueueKey<C extends LeadChannel = LeadChannel> = `lead${Capitalize<C>}`;
export const channelQueueKey = <C extends LeadChannel>(channel: C): ChannelQueueKey<C> =>
  `lead${channel[0]!.toUpperCase()}${channel.slice(1)}` as ChannelQueueKey<C>;
/** Every channel queue's key: the lead topic's subscribers, and where a resend may send (marked pure, as above). */
export const channelQueueKeys = /* @__PURE__ */ channelQueueList.map((queue) => channelQueueKey(queue.channel));

export type { ChannelQueue };
