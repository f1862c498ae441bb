import { errorReportSchema } from '../../../shared/schemas/error-report';
import {
  buildErrorReport,
  componentFromStack,
  createReportLimiter,
  DEFAULT_COMPONENT,
  DEFAULT_MESSAGE,
  DEFAULT_NAME,
  DEFAULT_STACK,
  STAGE_INFO,
  UNKNOWN_STAGE_INFO,
  urlWithoutQuery,
} from './report';

const now = new Date('2024-03-01T10:20:30.000Z');

describe('buildErrorReport', () => {
  it('fills every field from an Error', () => {
    const error = new TypeError('x is undefined');
    const report = buildErrorReport({
      error,
      stage: 'render',
      component: 'ClinicScreen',
      href: 'https://dentlead.ru/setting?tab=1#top',
      email: 'a@b.ru',
      now,
    });
    expect(report).toEqual({
      errMessage: 'x is undefined',
      errStack: error.stack,
      errName: 'TypeError',
      time: '2024-03-01T10:20:30.000Z',
      url: 'https://dentlead.ru/setting',
      email: 'a@b.ru',
      component: 'ClinicScreen',
      info: STAGE_INFO.render,
    });
    expect(errorReportSchema.safeParse(report).success).toBe(true);
  });

  it('uses the Russian defaults for whatever is missing', () => {
    const report = buildErrorReport({ error: undefined, href: 'http://localhost:3000/', now });
    expect(report.errMessage).toBe(DEFAULT_MESSAGE);
    expect(report.errStack).toBe(DEFAULT_STACK);
    expect(report.errName).toBe(DEFAULT_NAME);
    expect(report.component).toBe(DEFAULT_COMPONENT);
    expect(report.info).toBe(UNKNOWN_STAGE_INFO);
    expect(report).not.toHaveProperty('email');
    expect(errorReportSchema.safeParse(report).success).toBe(true);
  });

  it('describes strings and plain objects', () => {
    expect(buildErrorReport({ error: 'boom', href: 'http://x/', now }).errMessage).toBe('boom');
    expect(buildErrorReport({ error: { code: 7 }, href: 'http://x/', now }).errMessage).toBe('{"code":7}');
    const shaped = buildErrorReport({ error: { message: 'm', name: 'ChunkLoadError' }, href: 'http://x/', now });
    expect([shaped.errMessage, shaped.errName, shaped.errStack]).toEqual(['m', 'ChunkLoadError', DEFAULT_STACK]);
  });

  it('maps each known stage to its sentence and unknown ones to the default', () => {
    for (const [stage, info] of Object.entries(STAGE_INFO)) {
      expect(buildErrorReport({ error: 1, stage, href: 'http://x/', now }).info).toBe(info);
    }
    expect(buildErrorReport({ error: 1, stage: 'beforeCreate', href: 'http://x/', now }).info).toBe(UNKNOWN_STAGE_INFO);
  });

  it('clips long values to what the API accepts', () => {
    const error = new Error('m'.repeat(3000));
    error.stack = 's'.repeat(20000);
    const report = buildErrorReport({ error, href: `http://x/${'p'.repeat(3000)}`, email: `${'e'.repeat(300)}@x.ru`, now });
    expect(report.errMessage.length).toBe(2000);
    expect(report.errStack.length).toBe(10000);
    expect(report.url.length).toBe(2000);
    expect(report).not.toHaveProperty('email');
    expect(errorReportSchema.safeParse(report).success).toBe(true);
  });
});

describe('urlWithoutQuery', () => {
  it('drops the query and the hash', () => {
    expect(urlWithoutQuery('https://a.ru/quiz/1?utm_source=x#q')).toBe('https://a.ru/quiz/1');
    expect(urlWithoutQuery('not a url?x=1')).toBe('not a url');
  });
});

describe('componentFromStack', () => {
  it('reads the innermost component of a React component stack', () => {
    expect(componentFromStack('\n    at Broken (http://localhost/assets/a.js:1:2)\n    at div\n    at App')).toBe('Broken');
    expect(componentFromStack('\n    in Broken (created by App)\n    in App')).toBe('Broken');
    expect(componentFromStack(undefined)).toBeUndefined();
    expect(componentFromStack('')).toBeUndefined();
  });
});

describe('createReportLimiter', () => {
  const report = (message: string) => buildErrorReport({ error: new Error(message), href: 'http://x/', now });

  it('sends the same error once per dedupe window', () => {
    const allow = createReportLimiter({ dedupeMs: 1000, max: 10, windowMs: 1000 });
    expect(allow(report('a'), 0)).toBe(true);
    expect(allow(report('a'), 500)).toBe(false);
    expect(allow(report('b'), 500)).toBe(true);
    expect(allow(report('a'), 1500)).toBe(true);
  });

  it('caps the number of reports per window', () => {
    const allow = createReportLimiter({ dedupeMs: 0, max: 3, windowMs: 60_000 });
    const results = ['1', '2', '3', '4', '5'].map((m, i) => allow(report(m), i));
    expect(results).toEqual([true, true, true, false, false]);
    expect(allow(report('6'), 60_001)).toBe(true);
  });
});
