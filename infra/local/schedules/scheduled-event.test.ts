import { buildScheduledEvent } from './scheduled-event';

it('builds an EventBridge Scheduled Event for a schedule', () => {
  const event = buildScheduledEvent('lead-sweeper', new Date(Date.UTC(2026, 0, 31, 10, 15, 0, 123)));
  expect(event).toMatchObject({
    version: '0',
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    region: 'eu-central-1',
    time: '2026-01-31T10:15:00Z',
    resources: ['arn:aws:events:eu-central-1:000000000000:rule/dentlead-lead-sweeper'],
    detail: {},
  });
  expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
});
