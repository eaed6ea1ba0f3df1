/**
 * Two shop processes on one PostgreSQL and one Redis, with requests spread across both: sessions,
 * rate limits, background jobs and stock behave as one shop. Runs in the PostgreSQL run.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, fromPostgres } from '#server/db/client';
import { cartItems, outbox, productStock } from '#server/db/schema';
import { createProduct, createShopper, TEST_PASSWORD } from '../support/factories';
import { type ShopProcess, startShopProcess } from '../support/process';
import { clearShopCounters, redisAvailable, testRedisUrl } from '../support/redis';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { createPostgresDatabaseUrl } from '../support/test-db';

const databaseUrl = await createPostgresDatabaseUrl();
const canRun = databaseUrl !== undefined && (await redisAvailable());

describe.skipIf(!canRun)('two instances on one PostgreSQL and one Redis', { timeout: 120_000 }, async () => {
  // Started in beforeAll: a skipped suite's body still runs while tests are collected.
  let smtp: SmtpSink;
  let a: ShopProcess;
  let b: ShopProcess;
  let instances: ShopProcess[];
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    await clearShopCounters();
    smtp = await startSmtpSink();
    const env = { DATABASE_URL: databaseUrl!, REDIS_URL: testRedisUrl(), SMTP_URL: smtp.url };
    [a, b] = await Promise.all([startShopProcess(env), startShopProcess(env)]);
    instances = [a, b];
    database = await fromPostgres(databaseUrl!, 5);
    db = database.db;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await smtp?.close();
  });
  const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
  const call = (base: string, method: string, url: string, body?: unknown, cookie = '') =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: json(body).body }),
    });

  it('a session made on one instance works on the other', async () => {
    const shopper = await createShopper(db);
    const login = await call(a.url, 'POST', '/api/users/login', {
      userName: shopper.userName,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await call(b.url, 'GET', '/api/users/me', undefined, cookie);
    expect(me.status).toBe(200);
    expect((await me.json()).userName).toBe(shopper.userName);
    expect((await call(b.url, 'GET', '/api/users/logout', undefined, cookie)).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/users/me', undefined, cookie)).status).toBe(401);
  });

  it('login failures count across both instances', async () => {
    const shopper = await createShopper(db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(instances[i % 2]!.url, 'POST', '/api/users/login', {
        userName: shopper.userName,
        password: 'wrong password',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('the mail job delivers each message exactly once', async () => {
    const before = smtp.messages.length;
    const count = 30;
    await db.insert(outbox).values(
      Array.from({ length: count }, (_, i) => ({
        toAddress: `once-${i}@example.in`,
        subject: `Message ${i}`,
        textBody: `Message ${i}`,
        htmlBody: `<p>Message ${i}</p>`,
      })),
    );
    await expect
      .poll(async () => (await db.select().from(outbox).where(isNull(outbox.sentAt))).length, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(0);
    const received = smtp.messages
      .slice(before)
      .flatMap((m) => m.to)
      .filter((to) => to.startsWith('once-'));
    expect(received).toHaveLength(count);
    expect(new Set(received).size).toBe(count);
  });

  it('50 buyers for the last 5 units, spread over both instances, make exactly 5 orders', async () => {
    const product = await createProduct(db, { stock: { L: 5 } });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createShopper(db)));
    await db
      .insert(cartItems)
      .values(buyers.map((s) => ({ userId: s.id, productId: product.id, size: 'L', quantity: 1 })));
    const statuses = await Promise.all(
      buyers.map(async (buyer, i) => {
        const res = await call(
          instances[i % 2]!.url,
          'POST',
          '/api/cart/place-cod-order',
          { mobile: '9876543210', address: '221B Marine Drive, Mumbai 400002' },
          buyer.cookie,
        );
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const [stock] = await db
      .select()
      .from(productStock)
      .where(and(eq(productStock.productId, product.id), eq(productStock.size, 'L')));
    expect(stock!.quantity).toBe(0);
  });
});
