// What one row of the route table says about an API call: its contract (shared/api/) and how it runs.
import type { Endpoint } from '../../shared/api/endpoint';
import type { BucketKey, QueueKey, SecretKey, TopicKey } from '../resources';

export type { Access, HttpMethod } from '../../shared/api/endpoint';

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
  /** Viewed-question beacons of public quiz pages (one per page hide, many visitors at once). */
  beacon: { ratePerSecond: 50, burst: 100 },
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

/** How a row runs on the server, besides its contract (shared/api/). */
export interface RowSettings {
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: `functions/handlers/${string}.ts`;
  rateLimit?: RateLimitClass;
  grants: Grants;
  /** Loaded by other sites' pages (the widget loader script): Cross-Origin-Resource-Policy cross-origin. */
  crossOrigin?: boolean;
  /**
   * A public GET whose answer carries Cache-Control: CloudFront caches it at the edge, keyed by its
   * query string, and compresses it (the /api/* default is uncached).
   */
  edgeCached?: boolean;
  /** The JSON body may arrive as text/plain: navigator.sendBeacon sends a string that way, without a preflight. */
  textPlainJson?: boolean;
}

/** One row of the route table: a call's contract and how it runs. */
export type RouteDefinition = Endpoint & RowSettings;

/**
 * A row from its contract, keeping the literal types (access, schemas, answer) for the handler's
 * typing. Rows are one export each and pure, so a handler's bundle keeps only its own row.
 */
export function route<const E extends Endpoint, const S extends RowSettings>(contract: E, settings: S): E & S {
  return { ...contract, ...settings };
}
