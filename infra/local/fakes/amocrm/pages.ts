// The amoCRM fake's pages: the consent screen a clinic clicks through (what www.amocrm.ru/oauth shows)
// and a list of the leads each account received, so a person running `npm start` sees a lead arrive.
import { escapeHtml } from '../../../../functions/mail/escape-html';
import type { FakeAccount } from './accounts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}` +
  `form{margin:1rem 0}label{display:block;margin:.5rem 0}input{font:inherit;padding:.4rem .6rem;border:1px solid #71717a;border-radius:.4rem}` +
  `button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;cursor:pointer;margin-right:.5rem}` +
  `.allow{background:#1f5fd1;color:#fff}.deny{background:#e4e4e7;color:#1d1d1f}table{border-collapse:collapse;width:100%}` +
  `td,th{border:1px solid #d4d4d8;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0}</style></head>` +
  `<body><main>${body}</main></body></html>`;

export interface ConsentRequest {
  clientId: string;
  state: string;
  redirectUri: string;
  mode: string;
}

export function consentPage(request: ConsentRequest): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'amoCRM: предоставить доступ',
    `<h1>amoCRM (локальная имитация)</h1><p>Интеграция «ДентЛид» просит доступ к вашему аккаунту: сделки, контакты, примечания.</p>` +
      `<form method="post" action="/oauth/decide">${hidden}` +
      `<label>Аккаунт (поддомен) <input name="subdomain" value="dentlead-demo" pattern="[a-z0-9-]{2,40}" required>.amocrm.ru</label>` +
      `<button type="submit" name="decision" value="allow" class="allow">Разрешить</button>` +
      `<button type="submit" name="decision" value="deny" class="deny">Отказать</button></form>`,
  );
}

export function errorPage(reason: string): string {
  return page('amoCRM: ошибка', `<h1>Ошибка авторизации</h1><p>${escapeHtml(reason)}</p>`);
}

export function leadsPage(accounts: FakeAccount[]): string {
  const stageName = (account: FakeAccount, statusId: number) =>
    account.pipelines.flatMap((pipeline) => pipeline.statuses).find((status) => status.id === statusId)?.name ?? String(statusId);
  const sections = accounts.map((account) => {
    const rows = account.leads
      .map((lead) => {
        const contact = lead.contacts.map((c) => `${c.first_name} ${JSON.stringify(c.custom_fields_values)}`).join('<br>');
        const notes = lead.notes.map((note) => `<pre>${escapeHtml(note.params.text ?? '')}</pre>`).join('');
        return `<tr><td>${lead.id}</td><td>${escapeHtml(lead.name)}</td><td>${escapeHtml(stageName(account, lead.status_id))}</td><td>${escapeHtml(contact)}</td><td>${notes}</td></tr>`;
      })
      .join('');
    return (
      `<h2>${escapeHtml(account.host)}</h2>` +
      (account.leads.length === 0
        ? '<p>Сделок пока нет.</p>'
        : `<table><thead><tr><th>id</th><th>Сделка</th><th>Этап</th><th>Контакт</th><th>Примечания</th></tr></thead><tbody>${rows}</tbody></table>`)
    );
  });
  return page('amoCRM: сделки', `<h1>amoCRM (локальная имитация): сделки</h1>${sections.join('') || '<p>Аккаунтов пока нет.</p>'}`);
}
