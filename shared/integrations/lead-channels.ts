// The lead channels, each once, for the code that colours, starts, resends or records a lead's delivery: it imports
// the channels' small descriptors (channels/<kind>.ts), not the kinds' registry, so a bundle that only reads a lead
// carries no entry schema or rule of any kind. The compiler keeps this list and the kinds' own `leads.channel` in
// step: a channel a kind declares that is not listed here (or listed under another name) does not compile
// (lead-channels.type-test.ts).
import { amoCrmChannel } from './channels/amo-crm';
import { emailChannel } from './channels/email';
import { googleChannel } from './channels/google';
import { misChannel } from './channels/mis';
import { smsChannel } from './channels/sms';
import { telegramChannel } from './channels/telegram';
import type { IntegrationKind } from './kinds';
import type { integrations } from './registry';

type ChannelOf<T> = T extends { leads: { channel: infer C } } ? C : never;
/** The lead channels the kinds declare, as their descriptors' types. */
export type LeadChannelDescriptor = ChannelOf<(typeof integrations)[IntegrationKind]>;
/** A lead channel's wire name: the resend call's `channel`, the column of 'Заявки'. */
export type LeadChannel = LeadChannelDescriptor['name'];
/** One place per declared channel, under its wire name, holding that channel's descriptor. */
export type LeadChannelsOf<Descriptor extends { name: string }> = { readonly [C in Descriptor['name']]: Extract<Descriptor, { name: C }> };

export const leadChannels = {
  mail: emailChannel,
  telegram: telegramChannel,
  amo: amoCrmChannel,
  google: googleChannel,
  mis: misChannel,
  sms: smsChannel,
} as const satisfies LeadChannelsOf<LeadChannelDescriptor>;

const inColumnOrder = (channels: LeadChannelsOf<LeadChannelDescriptor>): readonly LeadChannelDescriptor[] =>
  Object.values(channels).sort((a, b) => a.column - b.column);
/** Each lead channel once, in the columns' order (marked pure, as are the schemas made from it: unused, it is dropped). */
export const leadChannelList = /* @__PURE__ */ inColumnOrder(leadChannels);
