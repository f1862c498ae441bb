// Loads a function module (a path relative to the repository root, as the route table and
// resources.ts name it) on first use and keeps it, like a warm Lambda container keeps its module.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export type LambdaHandler = (event: never, context: never) => unknown;

const loaded = new Map<string, Promise<LambdaHandler>>();

export function loadHandler(repoRoot: string, modulePath: string): Promise<LambdaHandler> {
  const file = resolve(repoRoot, modulePath);
  let handler = loaded.get(file);
  if (!handler) {
    handler = import(pathToFileURL(file).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`${modulePath} does not export a function named "handler"`);
      return module.handler as LambdaHandler;
    });
    // A failed import (a syntax error being fixed) is retried on the next call.
    handler.catch(() => loaded.delete(file));
    loaded.set(file, handler);
  }
  return handler;
}
