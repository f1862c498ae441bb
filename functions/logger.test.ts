import { jest } from '@jest/globals';
import type { Context } from 'aws-lambda';
import { Logger } from './logger';

function captured(run: (logger: Logger) => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(String(args[0]));
    }),
  );
  try {
    run(new Logger('test-service'));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line));
}

describe('the JSON logger', () => {
  const level = process.env.POWERTOOLS_LOG_LEVEL;
  afterEach(() => {
    process.env.POWERTOOLS_LOG_LEVEL = level;
  });

  it('writes one JSON line in the Powertools shape, with the context and extra keys', () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    const [entry] = captured((logger) => {
      logger.addContext({ functionName: 'fn', awsRequestId: 'req-1', invokedFunctionArn: 'arn:fn', memoryLimitInMB: '256' } as Context);
      logger.appendKeys({ requestId: 'r-1' });
      logger.info('request', { status: 200 });
    });
    expect(entry).toMatchObject({
      level: 'INFO',
      message: 'request',
      service: 'test-service',
      function_name: 'fn',
      function_request_id: 'req-1',
      function_memory_size: 256,
      requestId: 'r-1',
      status: 200,
    });
    expect(new Date(String(entry?.timestamp)).getTime()).not.toBeNaN();
  });

  it('writes errors as name, message and stack, whether given alone or as a key', () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    const entries = captured((logger) => {
      logger.error('unexpected error', new TypeError('boom'));
      logger.warn('will retry', { error: new Error('later') });
    });
    expect(entries[0]?.error).toMatchObject({ name: 'TypeError', message: 'boom', stack: expect.stringContaining('boom') });
    expect(entries[1]).toMatchObject({ level: 'WARN', error: { name: 'Error', message: 'later' } });
  });

  it('leaves out entries below POWERTOOLS_LOG_LEVEL', () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
    const entries = captured((logger) => {
      logger.info('quiet');
      logger.warn('loud');
    });
    expect(entries.map((entry) => entry.message)).toEqual(['loud']);
  });
});
