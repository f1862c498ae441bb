import { landingLeadMail } from './operator-mail';

describe('landing lead mail', () => {
  const lead = {
    id: '1',
    name: 'Анна <script>',
    city: '',
    clinic: 'Улыбка',
    phone: '+7 999 123-45-67',
    utm: 'utm_source: ya\nutm_medium: cpc',
    sourceIp: '127.0.0.1',
    createdAt: '2026-11-21T09:30:00.000Z',
    delivery: 'pending' as const,
  };

  it('names the lead and the clinic in the subject and lists every field in the text', () => {
    const mail = landingLeadMail(lead);
    expect(mail.subject).toBe('Заявка с сайта: Анна <script>, Улыбка');
    expect(mail.text).toContain('Телефон: +7 999 123-45-67');
    expect(mail.text).toContain('Город: —');
    expect(mail.text).toContain('21.11.2026, 12:30:00 (МСК)');
  });

  it('escapes HTML and keeps line breaks', () => {
    const { html } = landingLeadMail(lead);
    expect(html).toContain('Анна &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('utm_source: ya<br>utm_medium: cpc');
  });
});
