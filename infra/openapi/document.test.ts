import { routeList } from '../../functions/routes';
import { buildOpenApiDocument } from './document';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('has one operation per route-table row', () => {
    for (const row of routeList) {
      const operation = (document.paths[row.path] as Record<string, { operationId: string }>)[row.method.toLowerCase()];
      expect(operation?.operationId).toBe(row.id);
    }
  });

  it('documents request bodies from the zod schemas and guards user rows with bearer auth', () => {
    const registration = document.paths['/api/user/registration']!.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(registration.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'password', 'proofPassword']),
    );
    expect((document.paths['/api/user']!.get as { security: unknown[] }).security).toEqual([{ bearer: [] }]);
  });

  it('documents every success answer (its schema when JSON) and every error status of the row', () => {
    for (const row of routeList) {
      const { responses } = (
        document.paths[row.path] as Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
      )[row.method.toLowerCase()]!;
      const success = responses[String(row.successStatus ?? 200)];
      expect(success).toBeDefined();
      if (row.successStatus !== 204) expect(Object.values(success!.content ?? {})[0]?.schema).toBeDefined();
      for (const status of [400, 500, ...(row.errors ?? [])]) expect(responses[String(status)]).toBeDefined();
    }
    const user = (
      document.paths['/api/user']!.get as { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> }
    ).responses['200']!;
    expect(Object.keys(user.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['_id', 'email', 'validUntil']),
    );
  });
});

describe('docs/openapi.json', () => {
  it('is up to date with the route table (run `npm run openapi` after changing a row)', async () => {
    const { readFileSync } = await import('node:fs');
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
