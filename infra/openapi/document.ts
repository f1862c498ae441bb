// The OpenAPI 3.1 document, built from the route table and its zod schemas (zod's own JSON Schema
// export), so the document can never drift from what the functions accept.
import * as core from 'zod/v4/core';
import { isAnswerMarker, type Endpoint } from '../../shared/api/endpoint';
import { routeList } from '../../functions/routes';
import { rateLimitClasses } from '../../functions/http/route';

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'messages'],
      properties: {
        code: { type: 'string', examples: ['VALIDATION', 'EMAIL_TAKEN', 'UNAUTHORIZED'] },
        message: { type: 'string', description: 'Одно предложение по-русски для человека' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        messages: { type: 'array', items: { type: 'string' } },
      },
    },
  },
};

const jsonSchemaOf = (schema: core.$ZodType, io: 'input' | 'output' = 'input') => core.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** Error statuses and what each means, beyond the row's own list: 400 and 500 on every call. */
const errorMeaning: Record<number, string> = {
  400: 'Неверный запрос',
  401: 'Нужен вход',
  403: 'Нет доступа',
  404: 'Не найдено',
  409: 'Конфликт',
  422: 'Противоречит прежнему запросу',
  413: 'Слишком большое тело',
  415: 'Тело не JSON',
  428: 'Нужно доказательство работы (X-Altcha): решение задачи GET /api/challenge',
  429: 'Слишком много запросов',
  500: 'Внутренняя ошибка',
  503: 'Внешний сервис недоступен',
};

function successResponse(answer: Endpoint['answer']) {
  if (!isAnswerMarker(answer)) return { description: 'Успех', content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } };
  if (answer.kind === 'text' && 'mediaType' in answer)
    return { description: 'Страница', content: { [answer.mediaType]: { schema: { type: 'string' } } } };
  if (answer.kind === 'text') return { description: 'Скрипт', content: { 'text/javascript': { schema: { type: 'string' } } } };
  if (answer.kind === 'binary')
    return { description: 'Изображение', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } };
  return { description: 'Успех, без тела' };
}

function operation(row: (typeof routeList)[number]) {
  const success = String(row.successStatus ?? 200);
  const statuses = new Set<number>([400, ...(row.errors ?? []), 500]);
  if (row.body) statuses.add(415);
  if (row.access === 'user') statuses.add(401);
  if (row.rateLimit) statuses.add(429);
  return {
    operationId: row.id,
    summary: row.summary,
    ...(row.access === 'user' ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(row.rateLimit ? { 'x-rate-limit': { class: row.rateLimit, ...rateLimitClasses[row.rateLimit] } } : {}),
    ...(row.query ? { parameters: queryParameters(row.query) } : {}),
    ...(row.body ? { requestBody: { required: true, content: requestContent(row.body, row.formBody) } } : {}),
    responses: {
      [success]: successResponse(row.answer),
      ...Object.fromEntries([...statuses].sort((a, b) => a - b).map((status) => [String(status), errorResponse(status)])),
    },
  };
}

function errorResponse(status: number) {
  return {
    description: errorMeaning[status] ?? 'Ошибка',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function queryParameters(schema: core.$ZodType) {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const row of routeList) {
    paths[row.path] ??= {};
    paths[row.path]![row.method.toLowerCase()] = operation(row);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ДентЛид API',
      version: '1.0.0',
      description: 'Онлайн-запись и квизы для стоматологий. Построено из таблицы маршрутов functions/routes.ts.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorSchema },
    },
  };
}

/** A row's body as JSON, and as a form too for the rows that take one (the bank's callback). */
function requestContent(body: NonNullable<Endpoint['body']>, formBody: boolean | undefined) {
  const schema = jsonSchemaOf(body);
  return { 'application/json': { schema }, ...(formBody ? { 'application/x-www-form-urlencoded': { schema } } : {}) };
}
