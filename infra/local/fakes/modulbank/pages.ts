// The fake bank's payment page (what pay.modulbank.ru shows a payer): the order, and two buttons that
// stand for a card the bank accepts and one it refuses.
import { escapeHtml } from '../../../../functions/mail/escape-html';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}` +
  `form{display:inline-block;margin:0 .5rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;cursor:pointer}` +
  `.pay{background:#0f7b3f;color:#fff}.decline{background:#e4e4e7;color:#1d1d1f}dt{color:#52525b}dd{margin:0 0 .75rem}</style></head>` +
  `<body><main>${body}</main></body></html>`;

export interface PendingPayment {
  id: string;
  amount: string;
  description: string;
  testing: boolean;
}

export function paymentPage(payment: PendingPayment): string {
  const button = (decision: 'pay' | 'decline', label: string) =>
    `<form method="post" action="/pay/${escapeHtml(payment.id)}/decide"><input type="hidden" name="decision" value="${decision}">` +
    `<button type="submit" class="${decision}">${label}</button></form>`;
  return page(
    'Оплата заказа',
    `<h1>Модульбанк (локальная имитация)</h1>${payment.testing ? '<p>Тестовый платёж: деньги не списываются.</p>' : ''}` +
      `<dl><dt>Назначение</dt><dd>${escapeHtml(payment.description)}</dd><dt>Сумма</dt><dd>${escapeHtml(payment.amount)} ₽</dd></dl>` +
      button('pay', 'Оплатить') +
      button('decline', 'Отклонить'),
  );
}

export function refusedPage(reason: string): string {
  return page('Платёж не принят', `<h1>Платёж не принят</h1><p>${escapeHtml(reason)}</p>`);
}
