/**
 * Counters in Redis, so rate limits and throttles count across every instance of the shop. When
 * Redis cannot be reached, counting goes on in this process (each instance then counts alone)
 * with a warning in the log, rather than failing logins and code requests; Redis is used again as
 * soon as it answers (docs/decisions/008-limits.md).
 */
import type { Redis } from 'ioredis';
import { type Counters, type CountersLog, memoryCounters } from './counters';

const SHOP_PREFIX = 'shop:counter:';

// INCR and set the window's expiry on its first hit, atomically, so concurrent hits from
// several instances share one window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** `prefix` keeps a test's keys apart from other tests sharing the same Redis. */
export function redisCounters(url: string, clock?: () => Date, prefix = SHOP_PREFIX): Counters {
  const PREFIX = prefix;
  // ioredis is loaded when the shop counts in Redis, not by every start: a single instance
  // (no REDIS_URL) never needs it (docs/decisions/029-start-up.md).
  let redis: Redis | undefined;
  const connecting = import('ioredis').then(({ Redis }) => {
    redis = new Redis(url, {
      // A command waits for the connection through one reconnect at most, and a second when Redis
      // hangs; once Redis has failed, requests skip it until it is connected again (below).
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
    });
    // Connection trouble is handled per command below, never as a crash.
    redis.on('error', () => {});
    return redis;
  });
  const local = memoryCounters(clock);
  let log: CountersLog | undefined;
  let fallingBack = false;

  function warn(err: unknown) {
    if (fallingBack) return;
    fallingBack = true;
    log?.warn({ err }, 'Redis unreachable: rate limits count in this process until it answers');
  }

  async function either<T>(remote: (redis: Redis) => Promise<T>, inProcess: () => Promise<T>): Promise<T> {
    // Before the first failure a command may wait for the first connection; after it, only a
    // ready connection is tried, so a request never waits on a dead one.
    if (redis?.status === 'ready' || !fallingBack) {
      try {
        const result = await remote(await connecting);
        if (fallingBack) {
          fallingBack = false;
          log?.info('Redis answers again: rate limits are shared across instances again');
        }
        return result;
      } catch (err) {
        warn(err);
      }
    }
    return inProcess();
  }

  return {
    hit: (key, windowMs) =>
      either(
        async (redis) => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, windowMs)) as [number, number];
          return { count, resetInMs: ttl };
        },
        () => local.hit(key, windowMs),
      ),
    peek: (key) =>
      either(
        async (redis) => {
          const [value, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
          return { count: Number(value ?? 0), resetInMs: Math.max(ttl, 0) };
        },
        () => local.peek(key),
      ),
    reset: (key) =>
      either(
        async (redis) => {
          await redis.del(PREFIX + key);
        },
        () => local.reset(key),
      ),
    attachLog(target) {
      log = target;
    },
    async close() {
      const client = await connecting;
      await client.quit().catch(() => client.disconnect());
      await local.close();
    },
  };
}
