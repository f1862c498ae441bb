// The one way the web app talks to /api: bearer token, timezone header, JSON, the shared error shape,
// and the 401 rule of docs/contract/cabinet.md §6.
import { errorMessagesOf } from '../../../shared/api-error';
import { type AnswerOf, type BodyOf, type Endpoint, isAnswerMarker, type QueryOf } from '../../../shared/api/endpoint';
import { unauthorizedAction } from '../routing/access';
import { rememberUserEmail } from '../session/known-user';
import { clearSession, readToken } from '../session/token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly messages: string[],
  ) {
    super(messages.join('\n'));
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз';

function fallbackMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status === 429) return 'Слишком много запросов. Попробуйте через минуту';
  if (status >= 500) return 'Сервер временно недоступен. Попробуйте позже';
  return 'Не удалось выполнить запрос';
}

/** Hours east of UTC, as the API expects in X-Timezone-Offset (Moscow: "3"). */
export function timezoneOffsetHours(date = new Date()): string {
  const hours = -date.getTimezoneOffset() / 60;
  return String(hours === 0 ? 0 : hours);
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  base: string;
  token: () => string | null;
  /** Called on every 401 answer. */
  onUnauthorized: () => void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (an autosave flushed on page hide). */
  keepalive?: boolean;
}

/** What `api.call` takes besides the contract: its body and query when it has them. */
export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'body'> &
  (E extends { body: object } ? { body: BodyOf<E> } : { body?: never }) &
  (E extends { query: object } ? { query: QueryOf<E> } : { query?: never });
type CallArgs<E extends Endpoint> = E extends { body: object } | { query: object } ? [options: CallOptions<E>] : [options?: CallOptions<E>];

/** ?a=1&b=x from a query object; undefined values are left out. */
export function queryString(query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!type.includes('json') || text === '') return text === '' ? undefined : text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
    read: (response: Response) => Promise<unknown> = readBody,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Timezone-Offset': timezoneOffsetHours() };
    const token = deps.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await deps.fetch(`${deps.base}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, undefined, [NETWORK_ERROR_MESSAGE]);
    }

    if (response.ok) return (await read(response)) as T;
    const body = await readBody(response);
    if (response.status === 401) deps.onUnauthorized();
    throw new ApiError(response.status, body, errorMessagesOf(body, fallbackMessage(response.status)));
  }

  /** One call of a contract in shared/api/: the answer's type is the contract's. */
  function call<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<AnswerOf<E>> {
    const { body, query, ...rest } = (options ?? {}) as CallOptions<Endpoint> & { body?: unknown; query?: object };
    const path = endpoint.path.slice('/api'.length) + queryString(query);
    return request<AnswerOf<E>>(endpoint.method, path, { ...rest, body }, answerReader(endpoint.answer));
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function answerReader(answer: Endpoint['answer']): (response: Response) => Promise<unknown> {
  if (!isAnswerMarker(answer)) return readBody;
  if (answer.kind === 'binary') return (response) => response.blob();
  if (answer.kind === 'text') return (response) => response.text();
  return async () => undefined;
}

let navigate: (path: string) => void = (path) => window.location.assign(path);

/** The app hands its router's navigate here, so a 401 moves within the SPA. */
export function setApiNavigate(next: (path: string) => void): void {
  navigate = next;
}

function handleUnauthorized(): void {
  const action = unauthorizedAction(window.location.pathname);
  if (action.clearSession) {
    clearSession();
    rememberUserEmail(null);
  }
  if (action.redirectTo) navigate(action.redirectTo);
}

export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  base: '/api',
  token: readToken,
  onUnauthorized: handleUnauthorized,
});
