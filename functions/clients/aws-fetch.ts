// A SigV4-signed fetch for every AWS call the functions make (DynamoDB through functions/clients/dynamodb.ts,
// S3 objects, SNS Publish, SQS SendMessage and ChangeMessageVisibility, Secrets Manager GetSecretValue,
// SES SendEmail): a full SDK client per service weighs 60-180 KB minified with @smithy/core and costs
// init time in every Lambda that carries it. Credentials come from the environment (the function's role
// on Lambda, the local runtime's dummies).
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { MissingConfigError, requiredEnv } from '../config';

export type AwsService = 's3' | 'sns' | 'sqs' | 'secretsmanager' | 'ses' | 'dynamodb';

/**
 * An IAM action a call needs. Every call names its own as string literals at the call site: the IAM
 * test (infra/cdk/iam.suite.ts) finds them in each function's bundle and checks that function's
 * policy, and an AccessDenied names them.
 */
export type IamAction = `${AwsService}:${string}`;

/** The SDK's per-service endpoint variables, which the local runtime points at the emulators. */
const endpointEnv: Record<AwsService, string> = {
  s3: 'AWS_ENDPOINT_URL_S3',
  sns: 'AWS_ENDPOINT_URL_SNS',
  sqs: 'AWS_ENDPOINT_URL_SQS',
  secretsmanager: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  ses: 'AWS_ENDPOINT_URL_SESV2',
  dynamodb: 'AWS_ENDPOINT_URL_DYNAMODB',
};

/** The regional host's first label where it is not the signing name (SES v2 answers at email.<region>). */
const hostPrefix: Partial<Record<AwsService, string>> = { ses: 'email' };

export const awsRegion = () => requiredEnv('AWS_REGION');

/** The service's endpoint: the environment's override, else the regional AWS endpoint. */
export function serviceEndpoint(service: AwsService): URL {
  const override = process.env[endpointEnv[service]] || process.env.AWS_ENDPOINT_URL;
  return new URL(override || `https://${hostPrefix[service] ?? service}.${awsRegion()}.amazonaws.com`);
}

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export function envCredentials(): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new MissingConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** A failed AWS call; `name` is the service's error code (NoSuchKey, ResourceNotFoundException, …). */
export class AwsError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** The JSON answer's other fields (DynamoDB's CancellationReasons, the item of a failed condition). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message || code);
    this.name = code;
  }
}

export interface AwsCall {
  /** What IAM must allow for this call (see IamAction). */
  iam: readonly IamAction[];
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  url: URL;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** S3 signs the path as sent and the payload's hash as a header; the other services double-escape the path. */
export function signerFor(service: string, region: string, credentials: AwsCredentials): SignatureV4 {
  return new SignatureV4({
    service,
    region,
    credentials,
    sha256: Sha256,
    uriEscapePath: service !== 's3',
    applyChecksum: service === 's3',
  });
}

/** The call's headers with its signature (host included: the signature covers it). */
export async function signedHeaders(
  signer: SignatureV4,
  call: Omit<AwsCall, 'iam'>,
  signingDate = new Date(),
): Promise<Record<string, string>> {
  const { url } = call;
  const signed = await signer.sign(
    {
      method: call.method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { host: url.host, ...call.headers },
      body: call.body,
    },
    { signingDate },
  );
  return signed.headers;
}

const signers = new Map<string, SignatureV4>();

/** One signer per service, region and credentials: it keeps the day's derived signing key between calls. */
function reusedSigner(service: AwsService): SignatureV4 {
  const region = awsRegion();
  const credentials = envCredentials();
  const key = [service, region, credentials.accessKeyId, credentials.secretAccessKey, credentials.sessionToken].join('\n');
  let signer = signers.get(key);
  if (!signer) {
    if (signers.size > 16) signers.clear(); // credentials replaced: the old ones' signers go
    signer = signerFor(service, region, credentials);
    signers.set(key, signer);
  }
  return signer;
}

/** AWS_MAX_ATTEMPTS as the SDK reads it. */
const maxAttempts = () => Number(process.env.AWS_MAX_ATTEMPTS) || 3;
/** The codes the SDK retries as throttling (@smithy/core's retry THROTTLING_ERROR_CODES), and DynamoDB's retryable conflict. */
const THROTTLING = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
  'ReplicatedWriteConflictException',
]);

/** Signs and sends the call; retries network faults, 5xx and throttling like the SDK's standard mode. */
export async function awsFetch(service: AwsService, call: AwsCall): Promise<Response> {
  const signer = reusedSigner(service);
  const attempts = maxAttempts();
  for (let attempt = 1; ; attempt++) {
    // fetch sets Host from the URL, to the value signed.
    const { host: _host, ...headers } = await signedHeaders(signer, call);
    // Any ArrayBufferView is a valid body at runtime; the DOM typings want an ArrayBuffer-backed one.
    const response = await fetch(call.url, { method: call.method, headers, body: call.body as BodyInit | undefined }).catch(
      (error: unknown) => {
        if (attempt >= attempts) throw error;
        return null;
      },
    );
    if (response?.ok) return response;
    const error = response ? await awsErrorOf(response) : null;
    if (error && (attempt >= attempts || !(error.status >= 500 || error.status === 429 || THROTTLING.has(error.code))))
      throw error.status === 403
        ? new AwsError(error.code, 403, `${error.message} (the call needs ${call.iam.join(', ')})`, error.details)
        : error;
    await backoff(attempt);
  }
}

/** Full jitter over 100 ms × 2^attempt, as the SDK does. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));

/** The error code and message of an AWS answer: JSON (`__type`), XML (`<Code>`) or, without a body, the status. */
export async function awsErrorOf(response: Response): Promise<AwsError> {
  const text = await response.text().catch(() => '');
  const json = jsonOf(text);
  const type =
    json?.__type ??
    json?.code ??
    /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ??
    response.headers.get('x-amzn-errortype') ??
    statusCode(response.status);
  const message = json?.message ?? json?.Message ?? /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? '';
  // '#'-qualified (com.amazonaws.sqs#QueueDoesNotExist) and ':'-suffixed (x-amzn-errortype) codes.
  const code = type.split('#').pop()!.split(':')[0]!;
  return new AwsError(code, response.status, message, json ?? {});
}

function jsonOf(text: string): { __type?: string; code?: string; message?: string; Message?: string; [field: string]: unknown } | null {
  try {
    return text.startsWith('{') ? JSON.parse(text) : null;
  } catch {
    return null; // a proxy's or load balancer's page, not the service's answer
  }
}

const statusCode = (status: number) => (status === 404 ? 'NotFound' : status === 403 ? 'AccessDenied' : `Http${status}`);
