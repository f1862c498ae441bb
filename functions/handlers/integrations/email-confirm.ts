import { confirmEmail } from '../../domain/integrations/email-confirmation';
import { httpHandler, TextAnswer } from '../../http/handler';
import { escapeHtml } from '../../mail/escape-html';
import { integrationEmailConfirm } from '../../routes/leads';

export const handler = httpHandler(integrationEmailConfirm, async ({ query }) => {
  const result = await confirmEmail(query.token);
  const page = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(result.title)} — ДентЛид</title></head><body><main><h1>${escapeHtml(result.title)}</h1><p>${escapeHtml(result.text)}</p></main></body></html>`;
  return new TextAnswer(result.ok ? 200 : 404, page, { 'content-type': 'text/html; charset=utf-8' });
});
