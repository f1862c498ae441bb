// Calls a handler the way Lambda does: an async call bounded by the function's timeout.
import type { Context } from 'aws-lambda';
import type { LambdaHandler } from './handler-module';

export class InvocationTimeout extends Error {
  constructor(functionName: string, timeoutMs: number) {
    super(`${functionName} timed out after ${timeoutMs} ms`);
    this.name = 'InvocationTimeout';
  }
}

export async function invokeHandler<Event>(handler: LambdaHandler, event: Event, context: Context, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new InvocationTimeout(context.functionName, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event as never, context as never)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
