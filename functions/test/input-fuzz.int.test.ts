// Property-based fuzz of every route in the table (issue 13 §4), driven by each row's own body and
// query schemas (schema-arbitrary.ts): shaped values, hostile swaps, extra and prototype keys, deep
// nesting, huge numbers, empty and white-space keys, huge paging offsets, broken JSON and wrong content types;
// IDENT's rows with the lane clinic's key, an empty one, or none. Over FUZZ_RUNS generated cases per route (a case
// a lane drew before is not sent again) no answer may be 500 or above, and a refused request (4xx) must leave the caller's partition exactly as
// it was. The seed is fixed, so a failure is the same on every run; the failing request is printed.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import type * as core from 'zod/v4/core';
import { testRuntime } from '../../infra/local/testing/runtime';
import { type RouteRow, routeList } from '../routes';
import { clinicKeys, keys } from '../store/keys';
import { api } from './api';
import { addIdentEntry } from './ident-support';
import { addBookableDoctor, newClinic, type TestClinic } from './leads-support';
import { arbitraryOf, deeplyNested, hostileStrings, toJsonText } from './schema-arbitrary';

const SEED = 1304;
// 80 cases per route in `npm test` (a fixed sample: the same every run); FUZZ_RUNS=1000 for a deeper run.
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 80);

const runtime = testRuntime();
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: runtime.endpoints.dynamodb,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);
afterAll(() => table.destroy());

interface FuzzRequest {
  path: string;
  rawBody?: string;
  contentType?: string;
}

const brokenBodies = fc.constantFrom(
  { rawBody: '{"broken": ', contentType: 'application/json' },
  { rawBody: '[]', contentType: 'application/json' },
  { rawBody: 'null', contentType: 'application/json' },
  { rawBody: '"text"', contentType: 'application/json' },
  { rawBody: deeplyNested(100_000, 'array'), contentType: 'application/json' },
  { rawBody: `{"x":${deeplyNested(40, 'object')}}`, contentType: 'application/json' },
  { rawBody: '{"a":1}', contentType: 'text/plain' },
  { rawBody: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { rawBody: '{"a":1}', contentType: '' },
  { rawBody: '{"a":1,"a":2,"__proto__":{"polluted":1}}', contentType: 'application/json' },
);

/** A JSON body from the schema, now and then with one field nested 40 levels deep. */
function bodiesOf(schema: core.$ZodType, overrides: Record<string, fc.Arbitrary<unknown>>) {
  const shaped = arbitraryOf(schema).map((body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : { body }));
  const withOverrides = fc.tuple(shaped, fc.record(overrides, { requiredKeys: [] })).map(([body, more]) => ({ ...body, ...more }));
  const nested = fc.tuple(withOverrides, fc.constantFrom('object', 'array') as fc.Arbitrary<'object' | 'array'>).map(([body, kind]) => {
    const [key] = Object.keys(body);
    return `{${key ? `"${key}":${deeplyNested(40, kind)},` : ''}"deep":${deeplyNested(40, kind)}}`;
  });
  return fc.oneof(
    { weight: 10, arbitrary: withOverrides.map((body) => ({ rawBody: toJsonText(body), contentType: 'application/json' })) },
    { weight: 1, arbitrary: nested.map((rawBody) => ({ rawBody, contentType: 'application/json' })) },
    { weight: 1, arbitrary: brokenBodies },
  );
}

function queriesOf(schema: core.$ZodType, overrides: Record<string, fc.Arbitrary<unknown>>) {
  const hostileQuery = fc.constantFrom(
    'id=9999999999999999-aaaaaaaaaaaa',
    'id=8640000000000001-000000000000',
    'id=%00',
    'id=a&id=b',
    'name=%E0%A4%A',
    `id=${'x'.repeat(5000)}`,
    '__proto__=1&constructor=2',
    // Huge offsets and limits (IDENT's GetTickets once answered 500 to these), and the cabinet's paging.
    'offset=1e21',
    'offset=9007199254740993&limit=1',
    'limit=1e21&offset=0',
    'limit=-1&offset=-1',
    'dateTimeFrom=2025-01-01T00:00:00Z&dateTimeTo=2200-01-01T00:00:00Z&offset=1e21',
    'dateTimeFrom=2025-01-01T00:00:00&dateTimeTo=2200-01-01T00:00:00&limit=9007199254740993&offset=99999999999999999999',
    'limit=1e21&cursor=x',
  );
  const shaped = fc.tuple(arbitraryOf(schema), fc.record(overrides, { requiredKeys: [] })).map(([query, more]) => {
    const entries = Object.entries({ ...(query && typeof query === 'object' ? query : {}), ...more });
    return new URLSearchParams(entries.map(([key, value]) => [key, typeof value === 'string' ? value : toJsonText(value)])).toString();
  });
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileQuery });
}

function requestsOf(row: RouteRow, overrides: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<FuzzRequest> {
  const query = row.query ? queriesOf(row.query, overrides) : fc.constantFrom('', 'unexpected=1');
  // A body on a row that takes none is route-sweep.int.test.ts's case: sent here beside a hostile query, the
  // local server may answer and close the socket before reading it (EPIPE in the test, not a 5xx).
  const body = row.body ? bodiesOf(row.body, overrides) : fc.constant({});
  return fc.tuple(query, body).map(([search, sent]) => ({ path: search ? `${row.path}?${search}` : row.path, ...sent }));
}

/** Everything stored in one partition, as text, to compare before and after a refused request. */
async function partition(pk: string): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new QueryCommand({
        TableName: runtime.resources.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) items.push(JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** A lead's delivery statuses change after the answer (the channels' consumers): compare the items' keys. */
const keysOnly = (items: string[]) => items.map((item) => (JSON.parse(item) as { sk: string }).sk);

type Body = Record<string, unknown> | undefined;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/**
 * Public rows that store outside a tenant: where, and whether a stored item came from a body. Other
 * test files may add items there meanwhile, so an item counts against a refused body only when it
 * matches that body and no accepted one.
 */
const publicStores: Record<
  string,
  { pk: (body: Body) => string | undefined; madeFrom: (item: Record<string, unknown>, body: Body) => boolean }
> = {
  'POST /api/mail': {
    pk: () => 'LANDING_LEAD',
    madeFrom: (item, body) => textOf(body?.phone) === item.phone && textOf(body?.name) === item.name,
  },
  'POST /api/errors': {
    pk: (body) => (typeof body?.time === 'string' ? keys.errorReport(body.time, '').pk : undefined),
    madeFrom: (item, body) => body?.time === item.time,
  },
  'POST /api/user/registration': {
    pk: (body) => (typeof body?.email === 'string' ? keys.emailGuard(body.email.trim().toLowerCase()).pk : undefined),
    madeFrom: () => true,
  },
};

const parsed = (text: string | undefined): Body => {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;
  } catch {
    return undefined;
  }
};

const LANES = 8;

/**
 * A lane's cases with their headers, each distinct one once: a sample of a small space (a row with neither body nor
 * query, a constant broken body) repeats cases, and the same request to the same clinic proves nothing new.
 */
function distinctCases(requests: FuzzRequest[], keyHeaders: (index: number) => Record<string, string>) {
  const seen = new Set<string>();
  return requests.flatMap((request, index) => {
    const headers: Record<string, string> = {
      ...keyHeaders(index),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    };
    const key = JSON.stringify([request.path, request.rawBody, headers]);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ index, request, headers }];
  });
}

/** Bodies whose public items must not exist: items made from a refused body and from no accepted one. */
async function storedFromRefused(route: string, refused: Body[], accepted: Body[]): Promise<string[]> {
  const store = publicStores[route];
  if (!store) return [];
  const found: string[] = [];
  for (const pk of new Set(refused.map(store.pk).filter((key): key is string => key !== undefined))) {
    for (const item of (await partition(pk)).map((text) => JSON.parse(text) as Record<string, unknown>)) {
      const fromRefused = refused.find((body) => store.pk(body) === pk && store.madeFrom(item, body));
      if (fromRefused && !accepted.some((body) => store.pk(body) === pk && store.madeFrom(item, body)))
        found.push(JSON.stringify(fromRefused));
    }
  }
  return found;
}

describe('fuzzing every route with its own schemas', () => {
  const lanes: Array<{ clinic: TestClinic; doctorId: string; identKey: string }> = [];
  beforeAll(async () => {
    for (let lane = 0; lane < LANES; lane++) {
      const clinic = await newClinic();
      lanes.push({ clinic, doctorId: await addBookableDoctor(clinic), identKey: await addIdentEntry(clinic) });
    }
    // Eight clinics one after another: past a minute on a machine that runs the heaviest files beside it.
  }, 180_000);

  /** IDENT's rows are called with the lane clinic's key mostly, now and then with an empty or missing one. */
  const identKeyOf = (row: RouteRow, identKey: string, index: number): Record<string, string> => {
    if (!row.path.startsWith('/api/ident/')) return {};
    const variant = index % 8;
    return variant === 6
      ? { 'IDENT-Integration-Key': '' }
      : variant === 7
        ? {}
        : { 'IDENT-Integration-Key': variant === 5 ? ` ${identKey} ` : identKey };
  };

  /**
   * A pooled keep-alive socket can be reset under load before the request reaches the server (ECONNRESET,
   * EPIPE on write): that is no answer, so the request is sent once more; a server that died fails again.
   */
  async function sendOnceMore<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      const code = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
      if (code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
      return send();
    }
  }

  it.each(routeList.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s: no 5xx, nothing stored when refused',
    async (route, row) => {
      const tenant = row.method !== 'GET' && (row.access === 'user' || row.path === '/api/ticket');
      const refusedBodies: Body[] = [];
      const acceptedBodies: Body[] = [];
      await Promise.all(
        lanes.map(async ({ clinic, doctorId, identKey }, lane) => {
          const overrides: Record<string, fc.Arbitrary<unknown>> = {
            clinicId: fc.constant(clinic.clinicId),
            doctorId: fc.constantFrom(doctorId, 'All', `${doctorId}\r\nX: y`, ...hostileStrings),
            id: fc.constantFrom(clinic.clinicId, doctorId),
          };
          const requests = fc.sample(requestsOf(row, overrides), { seed: SEED + lane, numRuns: Math.ceil(FUZZ_RUNS / LANES) });
          const pk = clinicKeys.partition(clinic.clinicId);
          const snapshot = async () => (row.path === '/api/ticket' ? keysOnly(await partition(pk)) : await partition(pk));
          let before = tenant ? await snapshot() : [];
          for (const { index, request, headers } of distinctCases(requests, (index) => identKeyOf(row, identKey, index))) {
            const answer = await sendOnceMore(() =>
              api(row.method, request.path, { rawBody: request.rawBody, token: clinic.token, headers }),
            );
            const context = `${route} lane ${lane} #${index} (seed ${SEED + lane}): ${request.path} ${request.contentType ?? ''} ${request.rawBody?.slice(0, 500) ?? ''}`;
            if (answer.status >= 500) throw new Error(`${answer.status} ${JSON.stringify(answer.body)} for ${context}`);
            const refused = answer.status >= 400;
            (refused ? refusedBodies : acceptedBodies).push(parsed(request.rawBody));
            if (tenant) {
              const after = await snapshot();
              if (refused) expect({ context, stored: after }).toEqual({ context, stored: before });
              before = after;
            }
          }
        }),
      );
      expect(await storedFromRefused(route, refusedBodies, acceptedBodies)).toEqual([]);
    },
  );
});
