import { constants } from 'node:fs';
import { access, mkdir, statfs } from 'node:fs/promises';
import type { Health } from '@contract/health';
import type { FastifyInstance } from 'fastify';
import { S3ObjectStore } from '../../lib/s3-object-store';
import { fileStorage } from '../../lib/storage';

/** No check may hold the answer longer than this: a dependency that does not answer in time is down. */
const CHECK_TIMEOUT_MS = 2000;
/** Below this much free space (or 5% of a smaller disk), writes start failing: the disk counts as full. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;
const MIN_FREE_SHARE = 0.05;

type Outcome = 'up' | 'down';

async function probe(check: () => Promise<unknown>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

async function jobQueueCheck(app: FastifyInstance) {
  if (!app.jobs.running) throw new Error('workers stopped');
  await app.database.query('select 1 from pgboss.job limit 1', []);
}

async function storageCheck(app: FastifyInstance) {
  const { store } = fileStorage(app.config.filesDir);
  if (store instanceof S3ObjectStore) return store.reachable();
  await mkdir(app.config.filesDir, { recursive: true });
  await access(app.config.filesDir, constants.W_OK);
}

async function diskSpace(dataDir: string) {
  const stats = await statfs(dataDir);
  const freeBytes = stats.bavail * stats.bsize;
  const totalBytes = stats.blocks * stats.bsize;
  const status: Outcome = freeBytes < Math.min(MIN_FREE_BYTES, totalBytes * MIN_FREE_SHARE) ? 'down' : 'up';
  return { status, freeBytes, totalBytes };
}

/** Every dependency, checked at once; the overall status is what a load balancer acts on. */
export async function checkHealth(app: FastifyInstance): Promise<Health> {
  const redis = app.redis;
  const [database, jobQueue, redisStatus, storage, disk] = await Promise.all([
    probe(() => app.database.ping()),
    probe(() => jobQueueCheck(app)),
    redis ? probe(() => redis.ping()) : undefined,
    probe(() => storageCheck(app)),
    diskSpace(app.config.dataDir).catch(() => ({ status: 'down' as const, freeBytes: 0, totalBytes: 0 })),
  ]);
  const notifications: Outcome = app.database.listening ? 'up' : 'down';
  const problems = [
    database === 'down' && 'The database is unreachable.',
    jobQueue === 'down' && 'The job queue is not running: e-mail and SMS wait.',
    storage === 'down' && 'File storage is unreachable.',
    disk.status === 'down' && 'The disk of the data directory is full.',
    redisStatus === 'down' && 'Redis is unreachable: rate limits count per process.',
    notifications === 'down' && 'Changes made by other processes are not heard: caches are off.',
  ].filter((problem): problem is string => typeof problem === 'string');
  const requiredDown = [database, jobQueue, storage, disk.status].includes('down');
  return {
    status: requiredDown ? 'down' : problems.length > 0 ? 'degraded' : 'ok',
    database,
    databaseKind: app.database.kind,
    notifications,
    jobQueue,
    ...(redisStatus ? { redis: redisStatus } : {}),
    storage,
    storageKind: app.config.s3 ? 's3' : 'local',
    disk,
    problems,
  };
}
