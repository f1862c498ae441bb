import { CHANNEL_NOT_CONFIGURED, DELIVERY_OK, DELIVERY_PENDING } from '../integrations/delivery-values';
import { leadChannelList } from '../integrations/lead-channels';
import { leadFanoutChannels } from './lead-fanout';

describe('leadFanoutChannels', () => {
  it('names only the channels with a destination on the lead', () => {
    expect(
      leadFanoutChannels({
        mail: { 'a@clinic.ru': DELIVERY_PENDING },
        telegramm: {},
        amo: {},
        google: CHANNEL_NOT_CONFIGURED,
      }),
    ).toEqual(['mail']);
  });

  it("counts google's one text unless it says 'не настроено', and the booking's own MIS entry", () => {
    expect(
      leadFanoutChannels({
        mail: {},
        telegramm: { '-100': DELIVERY_PENDING },
        amo: { entry: DELIVERY_PENDING },
        google: DELIVERY_PENDING,
        mis: { dentalPro: DELIVERY_PENDING },
      }),
    ).toEqual(['telegram', 'amo', 'google', 'mis']);
  });

  it('keeps a channel whose destination was already delivered or refused (its consumer skips those)', () => {
    expect(leadFanoutChannels({ mail: { 'a@clinic.ru': DELIVERY_OK }, telegramm: { '-1': 'бот удалён из группы' } })).toEqual([
      'mail',
      'telegram',
    ]);
  });

  it('announces a lead with no destination to no queue', () => {
    expect(leadFanoutChannels({ mail: {}, telegramm: {}, amo: {}, google: CHANNEL_NOT_CONFIGURED })).toEqual([]);
  });

  it('sends a lead whose statuses are unknown to every channel, so it is never lost', () => {
    expect(leadFanoutChannels(undefined)).toEqual(leadChannelList.map((channel) => channel.name));
  });
});
