import { Redis } from 'ioredis';

/** A Redis client for a server that is not there: every command fails at once, quietly. */
export function unreachableRedis(): Redis {
  const redis = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 500,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  return redis;
}
