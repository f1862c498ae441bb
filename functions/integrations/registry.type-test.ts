// Checked by `npm run typecheck`, never run: the server registry has one place per kind, and a channel's queue
// names its channel. Every expected error below is one tsc must refuse.
import type { IntegrationKind } from '../../shared/integrations/kinds';
import type { ChannelQueue, ServerRegistryOf } from './integration';
import { serverIntegrations } from './registry';

export const complete: ServerRegistryOf<IntegrationKind> = serverIntegrations;

// @ts-expect-error a kind added to INTEGRATION_KINDS ('bitrix24') has no place yet
export const withNewKind: ServerRegistryOf<IntegrationKind | 'bitrix24'> = serverIntegrations;

const { amoCrm: _amoCrm, ...withoutAmo } = serverIntegrations;
// @ts-expect-error a kind's place is missing
export const missing: ServerRegistryOf<IntegrationKind> = withoutAmo;

export const unknownChannel: ChannelQueue = {
  // @ts-expect-error a queue of a channel no kind declares
  channel: 'bitrix24',
  visibilityTimeoutSeconds: 60,
  maxReceiveCount: 8,
  batchSize: 10,
  consumer: 'functions/integrations/bitrix24/consumer.ts',
  consumerGrants: {},
};
