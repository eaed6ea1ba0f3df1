/** The local Redis server for tests; CI always provides one, elsewhere its tests are skipped. */
import { Socket } from 'node:net';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export async function redisAvailable(): Promise<boolean> {
  const { hostname, port } = new URL(testRedisUrl());
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
    socket.connect(Number(port || 6379), hostname);
  });
  if (!reachable && process.env.CI === 'true') throw new Error(`Redis is required in CI (${testRedisUrl()})`);
  if (!reachable) console.warn(`Redis not reachable at ${testRedisUrl()}: Redis tests skipped.`);
  return reachable;
}

/**
 * Deletes the shop's counters from the test Redis. Fresh test databases reuse account ids, so
 * counters left by an earlier run (a login throttle, say) would otherwise leak into this one.
 */
export async function clearShopCounters(): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(testRedisUrl());
  try {
    const keys = await redis.keys('shop:counter:*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
