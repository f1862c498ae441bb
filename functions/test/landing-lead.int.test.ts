// The landing lead goes the whole way: HTTP → DynamoDB → SQS → consumer → SES emulator's mailbox.
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { api } from './api';

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

async function mailWithSubject(fragment: string): Promise<StoredMail> {
  return waitFor(`a mail with "${fragment}"`, async () => {
    const store = (await (await fetch(`${testRuntime().mailboxUrl}/store`)).json()) as { emails: StoredMail[] };
    return store.emails.find((mail) => mail.subject.includes(fragment));
  });
}

describe('landing lead', () => {
  it('is stored, queued and mailed to the operator with every field', async () => {
    const name = `Лид ${Date.now()}`;
    const answer = await api('POST', '/api/mail', {
      body: { name, city: 'Алматы', clinic: 'Улыбка <b>&</b>', phone: '+7 701 123-45-67', utm: 'utm_source: google' },
    });
    expect(answer.status).toBe(201);
    expect(typeof answer.body.id).toBe('string');
    const mail = await mailWithSubject(name);
    expect(mail.destination.to).toEqual([expect.stringContaining('@')]);
    expect(mail.body.text).toContain('Алматы');
    expect(mail.body.text).toContain('+7 701 123-45-67');
    expect(mail.body.text).toContain('utm_source: google');
    expect(mail.body.html).toContain('Улыбка &lt;b&gt;&amp;&lt;/b&gt;');
  });

  it("refuses a short phone with the form's message and stores nothing", async () => {
    const answer = await api('POST', '/api/mail', { body: { name: 'Иван', city: '', clinic: '', phone: '+7 999 12' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.messages).toEqual(['Введите номер телефона']);
  });
});

describe('browser error reports', () => {
  it('accepts a report with the widget spec fields', async () => {
    const answer = await api('POST', '/api/errors', {
      body: {
        errMessage: 'x is undefined',
        errStack: 'at f',
        errName: 'TypeError',
        time: new Date().toISOString(),
        url: 'http://localhost/setting',
        component: 'App',
        info: 'Ошибка при отрисовке',
      },
    });
    expect(answer.status).toBe(204);
  });

  it('answers 400 when the time is not an ISO date', async () => {
    const answer = await api('POST', '/api/errors', { body: { errMessage: 'x', time: 'вчера' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.time).toBe('time должен быть датой ISO 8601');
  });
});
