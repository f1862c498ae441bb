// fauxqs (SQS, SNS and S3 on one port) on 127.0.0.1, persisted in the state folder: queues, messages,
// topics and subscriptions in SQLite, S3 objects as files. Mirrors what fauxqs' own startFauxqs()
// does (load state before wiring persistence into the stores, close it on shutdown), except that it
// listens on loopback only.
import { join } from 'node:path';
import { LOCAL_REGION } from '../environment';
import { holdIdleSockets } from '../http/keep-alive';
import { buildApp, FileS3Persistence, PersistenceManager, S3Store, SnsStore, SqsStore } from './fauxqs-internals';

export interface Fauxqs {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startFauxqs(options: { port: number; stateDir: string }): Promise<Fauxqs> {
  const sqsStore = new SqsStore();
  const snsStore = new SnsStore();
  const s3Store = new S3Store();
  // Queue URLs like startFauxqs makes them would be http://sqs.<region>.localhost:<port>/…, a host that
  // does not resolve here, and the SQS client sends to the host of the QueueUrl. An empty host makes
  // them http://127.0.0.1:<port>/000000000000/<name>, the same origin as AWS_ENDPOINT_URL_SQS.
  sqsStore.host = '';

  const persistence = new PersistenceManager(join(options.stateDir, 'fauxqs'));
  // fauxqs opens SQLite in WAL mode with the default synchronous=FULL: an fsync on every message sent,
  // received and deleted, which on a busy disk caps the local lead intake. NORMAL still survives a
  // crash of this process (the WAL is written before each commit returns); only a power cut may lose
  // the last commits, which a local emulator may.
  persistence.db.exec('PRAGMA synchronous = NORMAL');
  const s3Persistence = new FileS3Persistence(join(options.stateDir, 's3'));
  // Load first, then attach: attaching before loading would write every loaded row back.
  persistence.loadSqsAndSns(sqsStore, snsStore);
  s3Persistence.loadS3(s3Store);
  sqsStore.persistence = persistence;
  snsStore.persistence = persistence;
  for (const queue of sqsStore.allQueues()) queue.persistence = persistence;
  s3Store.persistence = s3Persistence;

  // buildApp is typed against fauxqs' own store classes; these are the same classes, loaded by path.
  const app = buildApp({ logger: false, defaultRegion: LOCAL_REGION, stores: { sqsStore, snsStore, s3Store } as never });
  app.addHook('preClose', () => {
    persistence.close();
    s3Persistence.close();
  });
  holdIdleSockets(app.server);
  const address = await app.listen({ host: '127.0.0.1', port: options.port });
  return {
    endpoint: `http://127.0.0.1:${new URL(address).port}`,
    stop: () => app.close(),
  };
}
