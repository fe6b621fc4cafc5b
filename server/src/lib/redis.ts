import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';

/**
 * The shared Redis of several server processes (rate-limit counters). A Redis that is down or slow
 * must never hold a request: commands fail at once while it is disconnected (no offline queue) and
 * after half a second when it does not answer, and the rate limits then count in this process's
 * memory (RateLimits' insurance limiter) until it is back. It is looked for again every second.
 */
export async function connectRedis(url: string, logger: FastifyBaseLogger): Promise<Redis> {
  const { default: IORedis } = await import('ioredis');
  const redis = new IORedis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 1000),
  });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Redis unreachable: rate limits count per process until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('Redis is back: rate limits are shared again');
  });
  return redis;
}
