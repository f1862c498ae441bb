// What one API call is, as both sides see it: method, path, who may call, the input schemas and the
// answer. The server's route rows (functions/routes/<area>.ts) add how it runs (handler, grants, rate
// limit); the web client (web/src/api/client.ts) derives its request and answer types from it, so a
// changed answer breaks the build instead of a screen.
import type * as core from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, or a signed-in clinic user (bearer token). */
export type Access = 'public' | 'user';

/** Answers that are not JSON data: an empty 204, a script, an HTML page, image bytes. */
export const noContent = { kind: 'noContent' } as const;
export const text = { kind: 'text' } as const;
/** A page (the public quiz a function renders): text, as HTML. */
export const html = { kind: 'text', mediaType: 'text/html' } as const;
export const binary = { kind: 'binary' } as const;
export type AnswerMarker = typeof noContent | typeof text | typeof html | typeof binary;

/** Error statuses a call can answer besides the ones every call has (400 on bad input, 500). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 428 | 429 | 503;

export interface Endpoint {
  method: HttpMethod;
  /** Path under the site root, always starting with /api. */
  path: `/api/${string}`;
  access: Access;
  body?: core.$ZodType;
  query?: core.$ZodType;
  /** The success answer: a schema of its JSON, or what kind of non-JSON answer it is. */
  answer: core.$ZodType | AnswerMarker;
  /** Status of a successful answer. */
  successStatus?: 200 | 201 | 204;
  errors?: readonly ErrorStatus[];
  /** One line for the OpenAPI document. */
  summary: string;
}

export const isAnswerMarker = (answer: Endpoint['answer']): answer is AnswerMarker => 'kind' in answer && !('_zod' in answer);

/** What a call answers on success, as the caller receives it. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends core.$ZodType
  ? core.output<E['answer']>
  : E['answer'] extends typeof noContent
    ? undefined
    : E['answer'] extends typeof text
      ? string
      : Blob;

/** What the caller sends: the schema's input type (defaults may be left out). */
export type BodyOf<E extends Endpoint> = E extends { body: infer S extends core.$ZodType } ? core.input<S> : undefined;
export type QueryOf<E extends Endpoint> = E extends { query: infer S extends core.$ZodType } ? core.input<S> : undefined;
