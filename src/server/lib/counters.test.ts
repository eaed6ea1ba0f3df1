import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock';
import { redisAvailable, testRedisUrl } from '#tests/support/redis';
import { type Counters, memoryCounters } from './counters';
import { redisCounters } from './redis-counters';

function behavesAsCounters(make: () => Counters, advance?: (ms: number) => Promise<void>) {
  it('counts hits within a window and reports the time left', async () => {
    const counters = make();
    const key = `test:${randomUUID()}`;
    expect((await counters.hit(key, 60_000)).count).toBe(1);
    const second = await counters.hit(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await counters.peek(key)).count).toBe(2);
    await counters.reset(key);
    expect((await counters.peek(key)).count).toBe(0);
    await counters.close();
  });

  if (advance) {
    it('starts a new window once the old one ends', async () => {
      const counters = make();
      const key = `test:${randomUUID()}`;
      await counters.hit(key, 200);
      await counters.hit(key, 200);
      await advance(250);
      expect((await counters.hit(key, 200)).count).toBe(1);
      await counters.close();
    });
  }
}

describe('in-process counters', () => {
  const clock = testClock();
  behavesAsCounters(
    () => memoryCounters(clock),
    async (ms) => clock.advance(ms),
  );
});

describe.skipIf(!(await redisAvailable()))('Redis counters', () => {
  behavesAsCounters(
    () => redisCounters(testRedisUrl()),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  );

  it('shares one count between two instances', async () => {
    const a = redisCounters(testRedisUrl());
    const b = redisCounters(testRedisUrl());
    const key = `test:${randomUUID()}`;
    await Promise.all([a.hit(key, 60_000), b.hit(key, 60_000), a.hit(key, 60_000)]);
    expect((await b.peek(key)).count).toBe(3);
    await a.close();
    await b.close();
  });
});
