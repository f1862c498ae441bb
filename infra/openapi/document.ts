// The OpenAPI 3.1 document, built from the route table and its zod schemas (zod's own JSON Schema
// export), so the document can never drift from what the functions accept.
import * as z from 'zod';
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

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function operation(row: (typeof routeList)[number]) {
  const errorRef = { $ref: '#/components/responses/Error' };
  const success = String(row.successStatus ?? 200);
  return {
    operationId: row.id,
    summary: row.summary,
    ...(row.access === 'user' ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(row.rateLimit ? { 'x-rate-limit': { class: row.rateLimit, ...rateLimitClasses[row.rateLimit] } } : {}),
    ...(row.query ? { parameters: queryParameters(row.query) } : {}),
    ...(row.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(row.body) } } } } : {}),
    responses: {
      [success]: { description: 'Успех' },
      '400': errorRef,
      ...(row.body ? { '415': errorRef } : {}),
      ...(row.access === 'user' ? { '401': errorRef } : {}),
      ...(row.rateLimit ? { '429': errorRef } : {}),
      '500': errorRef,
    },
  };
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name, in: 'query', required: json.required?.includes(name) ?? false, schema: property,
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
    info: { title: 'ДентЛид API', version: '1.0.0', description: 'Онлайн-запись и квизы для стоматологий. Построено из таблицы маршрутов functions/routes.ts.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: { Error: { description: 'Ошибка', content: { 'application/json': { schema: errorSchema } } } },
    },
  };
}
