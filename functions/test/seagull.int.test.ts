// POST /api/seagull/mail goes the whole way: HTTP → the shared configurator rule → DynamoDB → SQS →
// consumer → the SES emulator's mailbox; bad option sets are 422 in Russian, prices are the server's.
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { answerLines } from '../../shared/domain/configurator/answer';
import { formatRubles } from '../../shared/domain/configurator/money';
import { initialSelection, selectionTotal, toggleOption } from '../../shared/domain/configurator/rules';
import { keys } from '../store/keys';
import { mailWithSubject, mailsWithSubject } from '../../infra/local/testing/mailbox';
import { waitFor } from '../../infra/local/testing/wait-for';
import { api } from './api';
import { useTestTable } from './table';

const { client, tableName } = useTestTable();
const chosen = ['body-34', 'furniture-berth4', 'heating-combi', 'extra-tv'].reduce(toggleOption, initialSelection());
const order = (overrides: Record<string, unknown> = {}) => ({
  mode: 'order',
  name: `Покупатель ${randomUUID().slice(0, 8)}`,
  email: 'buyer@example.ru',
  phone: '+7 999 123-45-67',
  Utm: 'utm_source: yandex',
  options: [...chosen],
  idempotencyKey: randomUUID(),
  ...overrides,
});
const stored = async (idempotencyKey: string) =>
  (await client.send(new GetCommand({ TableName: tableName, Key: keys.seagullRequest(idempotencyKey), ConsistentRead: true }))).Item;

describe('POST /api/seagull/mail', () => {
  it('stores an order, rebuilds its answer lines and mails them to the operator', async () => {
    const body = order();
    const answer = await api('POST', '/api/seagull/mail', { body });
    expect(answer.status).toBe(201);
    const mail = await mailWithSubject(body.name);
    expect(mail.subject).toBe(`Заявка с конфигуратора прицепа: ${body.name}`);
    for (const line of answerLines(chosen)) expect(mail.body.text).toContain(line);
    expect(mail.body.text).toContain('Телефон: +7 999 123-45-67');
    expect(mail.body.text).toContain('utm_source: yandex');
    expect(mail.body.html).toContain(escapeForHtml(`Итого: ${formatRubles(selectionTotal(chosen))}`));
    const item = await waitFor('the request settled', async () => {
      const request = await stored(body.idempotencyKey);
      return request?.delivery === 'sent' ? request : undefined;
    });
    expect(item.id).toBe(answer.body.id);
    expect(item.gsi1pk).toBeUndefined();
  });

  it('stores a saved calculation with the e-mail only', async () => {
    const email = `save-${randomUUID().slice(0, 8)}@example.ru`;
    const answer = await api('POST', '/api/seagull/mail', {
      body: { mode: 'save', email, options: [...initialSelection()], idempotencyKey: randomUUID() },
    });
    expect(answer.status).toBe(201);
    const mail = await mailWithSubject(email);
    expect(mail.subject).toBe(`Сохранённый расчёт конфигуратора прицепа: ${email}`);
    expect(mail.body.text).toContain(`Итого: ${formatRubles(selectionTotal(initialSelection()))}`);
  });

  it('ignores forged prices: only option ids count, and a price field is refused', async () => {
    const forged = await api('POST', '/api/seagull/mail', { body: { ...order(), total: 1, answer: 'Кузов: Кузов на 2 места___1 ₽' } });
    expect(forged.status).toBe(400);
    expect(forged.body.error.messages).toEqual(['Неизвестное поле: total, answer']);
    const body = order({ options: [...chosen].reverse() });
    expect((await api('POST', '/api/seagull/mail', { body })).status).toBe(201);
    const item = await stored(body.idempotencyKey);
    expect(item?.total).toBe(selectionTotal(chosen));
    expect(item?.options).toEqual([...chosen]);
  });

  it.each<[string, string[], string]>([
    ['a required category left empty', chosen.filter((id) => id !== 'frame-steel'), 'Выберите один вариант в категории «Рама»'],
    [
      'the 4th berth with the 2-seat body',
      [...initialSelection(), 'furniture-berth4'],
      'Четвёртое спальное место бывает только в кузове на 3–4 места',
    ],
    ['a boiler beside the combined heater', [...chosen, 'boiler-1'], 'С комбинированным котлом-отопителем бойлер не нужен: уберите бойлер'],
    ['an unknown option', [...chosen, 'jet-engine'], 'Неизвестная опция: jet-engine'],
  ])('answers 422 with a Russian message for %s, and stores nothing', async (_case, options, message) => {
    const body = order({ options });
    const answer = await api('POST', '/api/seagull/mail', { body });
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(message);
    expect(await stored(body.idempotencyKey)).toBeUndefined();
  });

  it('refuses an order without a complete phone and a save with a phone (400, Russian)', async () => {
    const short = await api('POST', '/api/seagull/mail', { body: order({ phone: '+7 999 12' }) });
    expect(short.status).toBe(400);
    expect(short.body.error.messages).toEqual(['Введите телефон полностью: +7 999 123-45-67']);
    const save = await api('POST', '/api/seagull/mail', { body: { ...order(), mode: 'save' } });
    expect(save.status).toBe(400);
    expect(save.body.error.messages).toEqual(['Для сохранения расчёта нужен только email']);
    const email = await api('POST', '/api/seagull/mail', { body: order({ email: 'нет почты' }) });
    expect(email.body.error.messages).toEqual(['Проверьте email: например anna@mail.ru']);
  });

  it('is idempotent: a retry answers the same id and mails once; the key reused for another request is 422', async () => {
    const body = order();
    const first = await api('POST', '/api/seagull/mail', { body });
    const again = await api('POST', '/api/seagull/mail', { body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    await mailWithSubject(body.name);
    await waitFor('the request settled', async () => (await stored(body.idempotencyKey))?.delivery === 'sent');
    expect(await mailsWithSubject(body.name)).toHaveLength(1);
    const other = await api('POST', '/api/seagull/mail', { body: { ...body, options: [...initialSelection()] } });
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe('Ключ уже использован для другой заявки');
  });
});

function escapeForHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
