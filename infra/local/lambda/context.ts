// A Lambda-like invocation context: what handlers and Powertools read (request id, function name,
// remaining time). Callback-style completion (done/succeed/fail) is not supported: handlers are async.
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '../environment';

export function createLambdaContext(options: { functionName: string; timeoutMs: number; requestId?: string }): Context {
  const deadline = Date.now() + options.timeoutMs;
  const callbackStyle = () => {
    throw new Error('The local runtime supports async handlers only (return a promise, not done/succeed/fail)');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${options.functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: options.requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: callbackStyle,
    fail: callbackStyle,
    succeed: callbackStyle,
  };
}
