/** Counters in Redis, so rate limits and throttles count across every instance of the shop. */
import { Redis } from 'ioredis';
import type { Counters } from './counters';

const PREFIX = 'shop:counter:';

// INCR and set the window's expiry on its first hit, atomically, so concurrent hits from
// several instances share one window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export function redisCounters(url: string): Counters {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Connection trouble surfaces as failed commands on the request that needs them, not a crash.
  redis.on('error', () => {});
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
      return { count: Number(value ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
