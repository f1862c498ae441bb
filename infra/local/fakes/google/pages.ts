// The Google fake's pages: the consent screen a user clicks through (what accounts.google.com shows) and
// a spreadsheet drawn as a table, so a person running `npm start` sees a lead's row arrive. A formula
// cell shows its formula in a code box, marked as a formula; a text cell shows its text.
import { escapeHtml } from '../../../../functions/mail/escape-html';
import type { Cell, FakeSpreadsheet } from './state';

const page = (title: string, body: string, refreshSeconds?: number) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  (refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '') +
  `<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}` +
  `form{display:inline-block;margin:0 .5rem .5rem 0}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;cursor:pointer}` +
  `.allow{background:#1a73e8;color:#fff}.deny{background:#e4e4e7;color:#1d1d1f}label{display:block;margin:1rem 0}` +
  `input[type=email]{font:inherit;padding:.4rem .6rem;width:100%;max-width:22rem}table{border-collapse:collapse;font-size:14px}` +
  `th,td{border:1px solid #c4c4c8;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f1f3f4}` +
  `.formula{background:#fde7e7;font-family:monospace}</style></head><body><main>${body}</main></body></html>`;

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  accessType: string;
  prompt: string;
}

export function consentPage(request: ConsentRequest): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const host = (() => {
    try {
      return new URL(request.redirectUri).host;
    } catch {
      return request.redirectUri;
    }
  })();
  return page(
    'Вход – аккаунты Google',
    `<h1>Google (локальная имитация)</h1><p>Приложение <strong>${escapeHtml(host)}</strong> запрашивает доступ к вашему аккаунту Google:</p>` +
      `<ul><li>Просмотр и изменение таблиц Google, созданных этим приложением (${escapeHtml(request.scope)})</li></ul>` +
      `<form method="post" action="/o/oauth2/v2/auth/decide">${hidden}` +
      `<label>Аккаунт Google <input type="email" name="account" value="clinic@gmail.com" required autocomplete="email"></label>` +
      `<button type="submit" name="decision" value="allow" class="allow">Разрешить</button>` +
      `<button type="submit" name="decision" value="deny" class="deny">Отмена</button></form>`,
  );
}

export function errorPage(status: string, reason: string): string {
  return page('Ошибка', `<h1>${escapeHtml(status)}</h1><p>${escapeHtml(reason)}</p>`);
}

function cellHtml(cell: Cell | undefined): string {
  const value = cell?.userEnteredValue;
  if (!value) return '<td></td>';
  if ('formulaValue' in value) return `<td class="formula" title="формула">${escapeHtml(value.formulaValue)}</td>`;
  if ('numberValue' in value) return `<td>${value.numberValue}</td>`;
  if ('boolValue' in value) return `<td>${value.boolValue ? 'TRUE' : 'FALSE'}</td>`;
  return `<td>${escapeHtml(value.stringValue)}</td>`;
}

export function spreadsheetPage(spreadsheet: FakeSpreadsheet): string {
  const sheets = spreadsheet.sheets
    .map((sheet) => {
      const [header = [], ...rows] = sheet.rows;
      return (
        `<h2>${escapeHtml(sheet.title)}</h2><p>Строк с данными: ${rows.length}</p><table><thead><tr>` +
        header.map((cell) => `<th>${escapeHtml(cellText(cell))}</th>`).join('') +
        '</tr></thead><tbody>' +
        rows.map((row) => `<tr>${row.map(cellHtml).join('')}</tr>`).join('') +
        '</tbody></table>'
      );
    })
    .join('');
  return page(spreadsheet.title, `<h1>${escapeHtml(spreadsheet.title)}</h1><p>Google Таблицы (локальная имитация)</p>${sheets}`, 5);
}

export function spreadsheetListPage(spreadsheets: FakeSpreadsheet[]): string {
  const items = spreadsheets
    .map(
      (sheet) =>
        `<li><a href="/spreadsheets/d/${escapeHtml(sheet.spreadsheetId)}/edit">${escapeHtml(sheet.title)}</a> (${escapeHtml(sheet.owner)})</li>`,
    )
    .join('');
  return page('Таблицы', `<h1>Google Таблицы (локальная имитация)</h1>${items ? `<ul>${items}</ul>` : '<p>Таблиц пока нет.</p>'}`, 5);
}

export function cellText(cell: Cell | undefined): string {
  const value = cell?.userEnteredValue;
  if (!value) return '';
  if ('formulaValue' in value) return value.formulaValue;
  if ('numberValue' in value) return String(value.numberValue);
  if ('boolValue' in value) return value.boolValue ? 'TRUE' : 'FALSE';
  return value.stringValue;
}
