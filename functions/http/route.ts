// What one row of the route table says about an API call.
import type { ZodType } from 'zod';
import type { BucketKey, QueueKey, SecretKey, TopicKey } from '../resources';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, or a signed-in clinic user (bearer token). */
export type Access = 'public' | 'user';

/**
 * Rate-limit classes for public writes: requests per second with a burst.
 * On AWS, API Gateway applies them per route for all callers together (a flood guard); the local
 * gateway applies them per client address.
 */
export const rateLimitClasses = {
  /** Registration and login: slow down password guessing and sign-up floods. */
  auth: { ratePerSecond: 2, burst: 10 },
  /** Leads from patients and visitors. */
  lead: { ratePerSecond: 5, burst: 20 },
  /** Browser error reports. */
  report: { ratePerSecond: 5, burst: 20 },
} as const;
export type RateLimitClass = keyof typeof rateLimitClasses;

/** What a row's function may touch; CDK turns this into least-privilege grants. */
export interface Grants {
  table?: 'read' | 'readWrite';
  sendTo?: QueueKey[];
  publishTo?: TopicKey[];
  buckets?: Partial<Record<BucketKey, 'read' | 'readWrite'>>;
  secrets?: SecretKey[];
  sendMail?: boolean;
}

export interface RouteDefinition<Body extends ZodType | undefined = ZodType | undefined, Query extends ZodType | undefined = ZodType | undefined> {
  method: HttpMethod;
  /** Path under the site root, always starting with /api. */
  path: `/api/${string}`;
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: `functions/handlers/${string}.ts`;
  access: Access;
  body?: Body;
  query?: Query;
  rateLimit?: RateLimitClass;
  grants: Grants;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Status of a successful answer. */
  successStatus?: 200 | 201 | 204;
  /** Loaded by other sites' pages (the widget loader script): Cross-Origin-Resource-Policy cross-origin. */
  crossOrigin?: boolean;
  /**
   * A public GET whose answer carries Cache-Control: CloudFront caches it at the edge, keyed by its
   * query string, and compresses it (the /api/* default is uncached).
   */
  edgeCached?: boolean;
}

/** Checks a row's shape while keeping its literal types (access, schemas) for the handler's typing. */
export function route<const D extends RouteDefinition>(definition: D): D {
  return definition;
}
