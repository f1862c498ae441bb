// Structured JSON logs, one line per entry, in the shape Powertools' logger writes (level, message,
// service, timestamp, the Lambda context keys, extra keys, `error` as { name, message, stack }), so
// log queries keep working; ~1 KB instead of Powertools' 20 KB in every bundle.
// The level comes from POWERTOOLS_LOG_LEVEL (or AWS_LAMBDA_LOG_LEVEL), read at each entry.
import type { Context } from 'aws-lambda';

const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type Level = keyof typeof LEVELS;
type Extra = Record<string, unknown> | Error;

function threshold(): number {
  const name = (process.env.POWERTOOLS_LOG_LEVEL || process.env.AWS_LAMBDA_LOG_LEVEL || 'INFO').toUpperCase();
  return LEVELS[name as Level] ?? LEVELS.INFO;
}

function errorFields(error: Error) {
  return { name: error.name, message: error.message, stack: error.stack, ...(error.cause ? { cause: String(error.cause) } : {}) };
}

/** Errors anywhere in the extra keys become plain objects (JSON.stringify would write {}). */
function plain(extra: Extra | undefined): Record<string, unknown> {
  if (!extra) return {};
  if (extra instanceof Error) return { error: errorFields(extra) };
  return Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, value instanceof Error ? errorFields(value) : value]));
}

let coldStart = true;

export class Logger {
  private keys: Record<string, unknown> = {};

  constructor(private readonly serviceName: string) {}

  /** The Lambda context's keys, on every entry until the next invocation's context replaces them. */
  addContext(context: Context): void {
    this.keys = {
      cold_start: coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: Number(context.memoryLimitInMB) || undefined,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    coldStart = false;
  }

  appendKeys(keys: Record<string, unknown>): void {
    Object.assign(this.keys, keys);
  }

  debug = (message: string, extra?: Extra) => this.write('DEBUG', message, extra);
  info = (message: string, extra?: Extra) => this.write('INFO', message, extra);
  warn = (message: string, extra?: Extra) => this.write('WARN', message, extra);
  error = (message: string, extra?: Extra) => this.write('ERROR', message, extra);

  private write(level: Level, message: string, extra: Extra | undefined): void {
    if (LEVELS[level] < threshold()) return;
    const entry = {
      level,
      message,
      service: this.serviceName,
      timestamp: new Date().toISOString(),
      ...(process.env._X_AMZN_TRACE_ID ? { xray_trace_id: process.env._X_AMZN_TRACE_ID.split(';')[0]?.replace('Root=', '') } : {}),
      ...this.keys,
      ...plain(extra),
    };
    const line = JSON.stringify(entry);
    if (LEVELS[level] >= LEVELS.ERROR) console.error(line);
    else if (level === 'WARN') console.warn(line);
    else console.log(line);
  }
}

export const logger = new Logger(process.env.POWERTOOLS_SERVICE_NAME || 'dentlead');
