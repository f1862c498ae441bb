// Error reports for POST /api/errors (docs/contract/widget-quiz-configurator.md §7/§8): the report builder and the client-side
// limiter, pure so they are unit-tested; errors/reporter.ts wires them to the browser.
import type { ErrorReportInput } from '../../../shared/schemas/error-report';

export type ErrorReport = ErrorReportInput;

export const DEFAULT_MESSAGE = 'Неизвестная ошибка';
export const DEFAULT_STACK = 'Стек ошибок недоступен';
export const DEFAULT_NAME = 'Неизвестный тип ошибки';
export const DEFAULT_COMPONENT = 'Неизвестный компонент';
export const UNKNOWN_STAGE_INFO = 'Неизвестная ошибка в жизненном цикле компонента.';

/** Where in the page's life the error happened, as a Russian sentence for the report's `info`. */
export const STAGE_INFO = {
  render: 'Ошибка при отрисовке компонента.',
  route: 'Ошибка при загрузке или отрисовке страницы.',
  effect: 'Ошибка в эффекте после отрисовки компонента.',
  event: 'Необработанная ошибка в обработчике события или в скрипте страницы.',
  promise: 'Необработанное отклонение промиса (асинхронная операция завершилась ошибкой).',
  chunk: 'Не удалось загрузить модуль страницы.',
} as const;
export type LifecycleStage = keyof typeof STAGE_INFO;

/** The API's limits (shared/schemas/error-report.ts), so a long stack never gets the report rejected. */
const LIMITS = { errMessage: 2000, errStack: 10000, errName: 200, url: 2000, email: 254, component: 200, info: 2000 };

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function urlWithoutQuery(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return href.split(/[?#]/)[0] ?? '';
  }
}

/** The innermost component named in React's component stack ("\n    at Name (…)" or "\n    in Name"). */
export function componentFromStack(componentStack: string | null | undefined): string | undefined {
  const match = componentStack?.match(/^\s*(?:at|in)\s+([A-Za-z_$][\w$.]*)/m);
  return match?.[1];
}

export interface ReportInput {
  error: unknown;
  stage?: string;
  component?: string | null;
  href: string;
  email?: string | null;
  now: Date;
}

function describe(error: unknown): { message?: string; stack?: string; name?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack, name: error.name };
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && error !== null) {
    const { message, stack, name } = error as Record<string, unknown>;
    return {
      message: nonEmpty(message) ? message : safeJson(error),
      stack: nonEmpty(stack) ? stack : undefined,
      name: nonEmpty(name) ? name : undefined,
    };
  }
  return { message: error === undefined || error === null ? undefined : String(error) };
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

export function buildErrorReport(input: ReportInput): ErrorReport {
  const { message, stack, name } = describe(input.error);
  const info = input.stage && input.stage in STAGE_INFO ? STAGE_INFO[input.stage as LifecycleStage] : UNKNOWN_STAGE_INFO;
  const report: ErrorReport = {
    errMessage: clip(nonEmpty(message) ? message : DEFAULT_MESSAGE, LIMITS.errMessage),
    errStack: clip(nonEmpty(stack) ? stack : DEFAULT_STACK, LIMITS.errStack),
    errName: clip(nonEmpty(name) ? name : DEFAULT_NAME, LIMITS.errName),
    time: input.now.toISOString(),
    url: clip(urlWithoutQuery(input.href), LIMITS.url),
    component: clip(nonEmpty(input.component) ? input.component : DEFAULT_COMPONENT, LIMITS.component),
    info,
  };
  if (nonEmpty(input.email) && input.email.length <= LIMITS.email) report.email = input.email;
  return report;
}

export interface LimiterOptions {
  /** The same error (name, message, component, page) is sent once per this many ms. */
  dedupeMs: number;
  /** At most `max` reports per `windowMs`. */
  max: number;
  windowMs: number;
}

export const DEFAULT_LIMITS: LimiterOptions = { dedupeMs: 5 * 60_000, max: 5, windowMs: 60_000 };

/** Decides whether a report may be sent now: drops repeats and bursts, so a render loop cannot flood the API. */
export function createReportLimiter(options: LimiterOptions = DEFAULT_LIMITS) {
  const lastSent = new Map<string, number>();
  let sentTimes: number[] = [];

  return function allow(report: ErrorReport, nowMs: number): boolean {
    const key = [report.errName, report.errMessage, report.component, report.url].join('\u0000');
    const previous = lastSent.get(key);
    if (previous !== undefined && nowMs - previous < options.dedupeMs) return false;
    sentTimes = sentTimes.filter((time) => nowMs - time < options.windowMs);
    if (sentTimes.length >= options.max) return false;
    sentTimes.push(nowMs);
    lastSent.set(key, nowMs);
    return true;
  };
}
