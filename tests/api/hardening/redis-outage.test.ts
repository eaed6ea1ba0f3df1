/**
 * With Redis gone, logins and code requests go on (counted in this process, with a warning in the
 * log) instead of answering 500. Redis here is a port that accepts a connection and drops it at
 * once, as a crashed or unreachable server looks to a client.
 */
import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { redisCounters } from '#server/lib/redis-counters';
import { call, freshIp, shopperFields } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { createShopper, TEST_PASSWORD } from '#tests/support/factories';

describe('when Redis cannot be reached', async () => {
  const sockets = new Set<Socket>();
  const deadRedis = createServer((socket) => {
    sockets.add(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => deadRedis.listen(0, '127.0.0.1', resolve));
  const port = (deadRedis.address() as { port: number }).port;

  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const counters = redisCounters(`redis://127.0.0.1:${port}`);
  const { app, database } = await createTestApp({}, { counters, logger: { level: 'warn', stream } });
  afterAll(async () => {
    await counters.close();
    await new Promise<void>((resolve) => deadRedis.close(() => resolve()));
  });
  const shopper = await createShopper(database.db);

  it('still logs shoppers in, and still throttles wrong passwords', { timeout: 60_000 }, async () => {
    const ip = freshIp();
    const ok = await call(
      app,
      'POST',
      '/api/users/login',
      { userName: shopper.userName, password: TEST_PASSWORD },
      { ip },
    );
    expect(ok.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(
        app,
        'POST',
        '/api/users/login',
        { userName: shopper.userName, password: 'wrong-pass' },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('still mails codes', async () => {
    const res = await call(
      app,
      'POST',
      '/api/users/get-otp',
      { email: shopperFields().email },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(200);
  });

  it('says so in the log, once', () => {
    const warnings = lines.filter((line) => line.includes('Redis unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!).level).toBe(40);
  });
});
