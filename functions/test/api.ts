// Test support: calls the local runtime over HTTP, the way the browser does.
import { request as httpRequest } from 'node:http';
import { signUpAndConfirm } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = any>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    token?: string;
    headers?: Record<string, string>;
    /** Call from this loopback address (127.0.0.2 …): a caller of its own, whose per-address allowances are the real ones. */
    from?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.from || (body !== undefined && (method === 'GET' || method === 'HEAD')))
    return viaNodeHttp(method, path, headers, body, options.from);
  const response = await fetch(testRuntime().appUrl + path, { method, headers, body });
  return { status: response.status, body: parseBody(await response.text()) as T, headers: response.headers };
}

/** fetch refuses a GET with a body (API Gateway does not, so the sweep sends one the hard way) and picks no local address. */
function viaNodeHttp(method: string, path: string, headers: Record<string, string>, body = '', localAddress?: string): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      testRuntime().appUrl + path,
      { method, localAddress, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
          resolve({ status: response.statusCode ?? 0, body: parseBody(Buffer.concat(chunks).toString('utf8')), headers: responseHeaders });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The version a cabinet item (GET `path`) is at now: what a write based on a fresh read sends. */
export async function versionOf(path: '/api/clinic' | '/api/setting' | '/api/integration', token: string): Promise<number> {
  return (await api<{ version: number }>('GET', path, { token })).body.version;
}

/** The version one doctor is at now (GET /api/doctor). */
export async function doctorVersionOf(doctorId: string, token: string): Promise<number> {
  const doctors = (await api<Array<{ _id: string; version: number }>>('GET', '/api/doctor', { token })).body;
  const doctor = doctors.find((item) => item._id === doctorId);
  if (!doctor) throw new Error(`doctor ${doctorId} is not listed`);
  return doctor.version;
}

/** DELETE /api/doctor based on the doctor's version now. */
export async function deleteDoctorNow(doctorId: string, token: string) {
  return api('DELETE', `/api/doctor?id=${doctorId}&version=${await doctorVersionOf(doctorId, token)}`, { token });
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@test.dentlead.ru`;
}

export function registrationOf(email = uniqueEmail()) {
  return { name: 'Клиника Тест', email, phone: '+7 999 123-45-67', password: 'secret-pass-1', proofPassword: 'secret-pass-1' };
}

/** Registers a new account (confirmed through its letter in the SES emulator) and answers its token and e-mail. */
export async function registerAccount(email = uniqueEmail()): Promise<{ token: string; email: string }> {
  const runtime = testRuntime();
  return { token: await signUpAndConfirm(runtime.appUrl, runtime.mailboxUrl, registrationOf(email)), email };
}
