// fauxqs 2.4.1 internals. Its package "exports" expose only the entry (buildApp, startFauxqs), but
// startFauxqs always listens on 0.0.0.0, and running the app on 127.0.0.1 with persistence needs the
// stores and persistence classes that startFauxqs wires up inside. They are imported here by file URL
// next to the resolved entry, and nowhere else. Pinned to fauxqs 2.4.1 (dist/app.js startFauxqs):
// re-check these paths and the wiring in fauxqs.ts when upgrading.
import { readFileSync } from 'node:fs';
import type { buildApp as BuildApp } from 'fauxqs';

export const FAUXQS_VERSION = '2.4.1';

const entry = import.meta.resolve('fauxqs');

function internal<T>(path: string): Promise<T> {
  return import(new URL(path, entry).href) as Promise<T>;
}

export interface SqsQueueInternal {
  persistence?: unknown;
}
export interface SqsStoreInternal {
  /** Host part of queue URLs; empty = the Host header of the request that created the queue. */
  host: string;
  region?: string;
  persistence?: unknown;
  allQueues(): Iterable<SqsQueueInternal>;
}
export interface SnsStoreInternal {
  region?: string;
  persistence?: unknown;
}
export interface S3StoreInternal {
  persistence?: unknown;
}
export interface PersistenceManagerInternal {
  /** node:sqlite's DatabaseSync (private in fauxqs' typings). */
  db: { exec(sql: string): void };
  loadSqsAndSns(sqsStore: SqsStoreInternal, snsStore: SnsStoreInternal): void;
  close(): void;
}
export interface FileS3PersistenceInternal {
  loadS3(s3Store: S3StoreInternal): void;
  close(): void;
}

const installed = JSON.parse(readFileSync(new URL('../package.json', entry), 'utf8')) as { version: string };
if (installed.version !== FAUXQS_VERSION) {
  console.warn(`fauxqs ${installed.version} is installed; infra/local/emulators/fauxqs-internals.ts was written for ${FAUXQS_VERSION}`);
}

export const { buildApp } = (await import('fauxqs')) as { buildApp: typeof BuildApp };
export const { SqsStore } = await internal<{ SqsStore: new () => SqsStoreInternal }>('./sqs/sqsStore.js');
export const { SnsStore } = await internal<{ SnsStore: new () => SnsStoreInternal }>('./sns/snsStore.js');
export const { S3Store } = await internal<{ S3Store: new () => S3StoreInternal }>('./s3/s3Store.js');
/** SQLite (node:sqlite) persistence for queues, messages, topics and subscriptions. */
export const { PersistenceManager } = await internal<{ PersistenceManager: new (dataDir: string) => PersistenceManagerInternal }>(
  './persistence.js',
);
/** S3 objects as plain files under a folder. */
export const { FileS3Persistence } = await internal<{ FileS3Persistence: new (baseDir: string) => FileS3PersistenceInternal }>(
  './s3/fileS3Persistence.js',
);
