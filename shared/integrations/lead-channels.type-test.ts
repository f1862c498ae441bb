// Checked by `npm run typecheck`, never run: the channel list holds each channel the kinds declare, once, under its
// wire name. Every expected error below is a list tsc must refuse.
import { telegramChannel } from './channels/telegram';
import { type LeadChannelDescriptor, type LeadChannelsOf, leadChannels } from './lead-channels';

export const complete: LeadChannelsOf<LeadChannelDescriptor> = leadChannels;

/** A channel a new kind (Bitrix24) declares in its `leads`. */
type Bitrix24Channel = { name: 'bitrix24'; statusKey: 'bitrix24' };
// @ts-expect-error the new kind's channel is not listed yet
export const withNewChannel: LeadChannelsOf<LeadChannelDescriptor | Bitrix24Channel> = leadChannels;

const { google: _google, ...withoutGoogle } = leadChannels;
// @ts-expect-error a declared channel is missing
export const missing: LeadChannelsOf<LeadChannelDescriptor> = withoutGoogle;

// @ts-expect-error a channel listed under another channel's name
export const swapped: LeadChannelsOf<LeadChannelDescriptor> = { ...leadChannels, mail: telegramChannel };
