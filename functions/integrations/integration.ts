// What one integration kind is on the server, as small descriptors only (no client, no SDK): resources.ts and the
// CDK read them to make each lead channel's queue, subscription and consumer. A function imports the heavy parts
// of one kind (its deliver.ts, its client) through its own entry (the channel's consumer.ts), never all of them.
import type { LeadChannel } from '../../shared/integrations/registry';
import type { IntegrationKind } from '../../shared/integrations/kinds';
import type { Grants } from '../http/route';

/** A lead channel's queue (`lead-<channel>`, with its dead-letter queue, on the lead topic) and its consumer. */
export interface ChannelQueue<C extends LeadChannel = LeadChannel> {
  readonly channel: C;
  /** Seconds a received message stays hidden; at least six times the consumer's timeout on AWS. */
  readonly visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue (the delivery's last try records why it gave up). */
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  /** The consumer module (exports `handler`): functions/integrations/<kind>/consumer.ts. */
  readonly consumer: string;
  /** What the consumer may touch (least privilege on AWS). */
  readonly consumerGrants: Grants;
}

export interface IntegrationServer {
  /** The queue its leads go through; the kinds of one channel (DentalPRO, MacDent: 'mis') share one. */
  readonly delivery?: ChannelQueue;
}

/** A registry with one place per kind: a kind without one does not compile. */
export type ServerRegistryOf<Kinds extends IntegrationKind | string> = { readonly [K in Kinds]: IntegrationServer };
