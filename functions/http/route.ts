// What one row of the route table says about an API call: its contract (shared/api/) and how it runs.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Endpoint } from '../../shared/api/endpoint';
import type { CabinetPart } from '../../shared/domain/staff/roles';
import type { BucketKey, BucketPrefix, QueueKey, SecretKey, TopicKey } from '../resources';

export type { Access, HttpMethod } from '../../shared/api/endpoint';

/**
 * Rate-limit classes for public writes: requests per second with a burst, per client address. On AWS
 * the edge's web ACL counts them per IP over a minute (infra/cdk/stacks/edge-stack.ts); the local
 * gateway applies them per client address with a token bucket. The API Gateway stage has only a
 * global flood guard, and per-clinic allowances are the functions' (functions/store/rate-counters.ts).
 */
export const rateLimitClasses = {
  /** Registration and login: slow down password guessing and sign-up floods. */
  auth: { ratePerSecond: 2, burst: 10 },
  /** Leads from patients and visitors. */
  lead: { ratePerSecond: 5, burst: 20 },
  /** Browser error reports. */
  report: { ratePerSecond: 5, burst: 20 },
  /** Viewed-question beacons of public quiz pages (one per page hide; an office behind one address sends a few). */
  beacon: { ratePerSecond: 10, burst: 50 },
} as const;
export type RateLimitClass = keyof typeof rateLimitClasses;

/** DynamoDB item actions, by their IAM names. No Scan: every access pattern is a Query or a Get. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/** Object actions on a bucket, each on the named key prefixes (functions/resources.ts `prefixes`). */
export type BucketGrant<Prefix extends string = string> = Partial<Record<'get' | 'put' | 'delete', readonly Prefix[]>>;

/**
 * What a row's function may touch; CDK turns this into least-privilege grants, and infra/cdk/iam.suite.ts
 * checks it against the calls the function's bundle can make: every call allowed, nothing unused.
 */
export interface Grants {
  /** Item actions on the table and its indexes (a transaction needs the action of each of its items). */
  table?: readonly TableAction[];
  /** Only items whose partition key starts with one of these (dynamodb:LeadingKeys): public writers. */
  tablePartitions?: readonly string[];
  sendTo?: readonly QueueKey[];
  publishTo?: readonly TopicKey[];
  buckets?: { readonly [K in BucketKey]?: BucketGrant<BucketPrefix<K>> };
  secrets?: readonly SecretKey[];
  sendMail?: boolean;
}

/** How a row runs on the server, besides its contract (shared/api/). */
export interface RowSettings {
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: `functions/handlers/${string}.ts`;
  rateLimit?: RateLimitClass;
  /**
   * Concurrent executions kept for this function alone, which are also the most it may run at once (its
   * Lambda's reserved concurrency). Every public row and every heavy one has them: a flood of one route
   * then meets its own cap, and the patients' routes (widget, booking, quiz) keep theirs whatever the
   * others do. Sized far above real traffic; infra/cdk/concurrency.ts checks what all of them leave the account.
   */
  reservedConcurrency?: number;
  grants: Grants;
  /**
   * Who of a clinic's staff may call a signed-in row: the name of an entry of shared/domain/staff/roles.ts
   * `rolesFor`, required on every `user` row (route() below) and checked on the server by the user chain before
   * anything is read; public rows have none. A name, not the entry's list: a string literal keeps each row pure,
   * so a handler's bundle drops the rows it does not import (a property read of `rolesFor` would keep them all).
   */
  roles?: CabinetPart;
  /** Loaded by other sites' pages (the widget loader script): Cross-Origin-Resource-Policy cross-origin. */
  crossOrigin?: boolean;
  /**
   * Answers one of the site's pages (the public quiz): it gets the pages' security headers where the
   * site's other pages get them (CloudFront's response headers policy, locally the app server), not the
   * API's, whose CSP, COEP and sandbox would stop the page's own scripts, styles and images.
   */
  page?: boolean;
  /**
   * A public GET whose answer carries Cache-Control: CloudFront caches it at the edge, keyed by these
   * query parameters only (others, such as a cache buster, neither split the cache nor reach the
   * function), and compresses it (the /api/* default is uncached).
   */
  edgeCached?: { keyedBy: readonly string[] };
  /** The JSON body may arrive as text/plain: navigator.sendBeacon sends a string that way, without a preflight. */
  textPlainJson?: boolean;
  /** The body may arrive form-urlencoded too (a bank's callback): its fields become an object of strings. */
  formBody?: boolean;
  /**
   * The row reads its body itself, instead of the JSON reader (json-body.ts): IDENT's push may be JSON or XML,
   * gzip-compressed, and larger than a form's. What it answers is then checked by the row's body schema.
   */
  readBody?: (event: APIGatewayProxyEventV2) => unknown;
  /**
   * The caller reads text, not JSON (IDENT): every error answer, the chain's own included (a malformed or
   * oversized body, a refused request, a 500), is its message as text/plain with the same status.
   */
  textErrors?: boolean;
}

/** One row of the route table: a call's contract and how it runs. */
export type RouteDefinition = Endpoint & RowSettings;

/** A signed-in row must say who of the staff may call it (a row without `roles` does not compile); a public one must not. */
type RolesOf<E extends Endpoint> = E['access'] extends 'user' ? { roles: CabinetPart } : { roles?: never };

/**
 * A row from its contract, keeping the literal types (access, schemas, answer) for the handler's
 * typing. Rows are one export each and pure, so a handler's bundle keeps only its own row.
 */
export function route<const E extends Endpoint, const S extends RowSettings & RolesOf<E>>(contract: E, settings: S): E & S {
  return { ...contract, ...settings };
}
