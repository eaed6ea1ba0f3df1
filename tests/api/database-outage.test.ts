/**
 * A PostgreSQL outage under load fails the requests that need the database and nothing else: the
 * shop keeps running, answers 503 with Retry-After while the server is down, and serves again on
 * its own once the server is back (docs/architecture.md section 6, "Outages"). The test runs its
 * own PostgreSQL server, so stopping it touches no other test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '#server/config';
import { type Database, fromPostgres } from '#server/db/client';
import { createProduct, createShopper, TEST_PASSWORD, type TestProduct } from '../support/factories';
import { type OwnPostgres, postgresBinDir, startOwnPostgres } from '../support/own-postgres';
import { type ShopProcess, startShopProcess } from '../support/process';

const binDir = postgresBinDir();

describe.skipIf(!binDir && process.env.CI !== 'true')('a database outage', { timeout: 120_000 }, () => {
  let server: OwnPostgres;
  let shop: ShopProcess;
  let product: TestProduct;
  const cookies: string[] = [];
  beforeAll(async () => {
    server = await startOwnPostgres(binDir!);
    shop = await startShopProcess({ DATABASE_URL: server.url, SEED_DEMO: 'true' });
    const direct: Database = await fromPostgres(server.url, 2);
    product = await createProduct(direct.db, { stock: { M: 100_000 } });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(direct.db)));
    await direct.close();
    for (const shopper of shoppers) {
      const login = await fetch(`${shop.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: shopper.userName, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      cookies.push(
        login.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      );
    }
  });
  afterAll(async () => {
    await shop?.stop();
    server?.remove();
  });

  /** Add to cart runs a transaction: its connection is checked out of the pool between statements. */
  const addToCart = (cookie: string) =>
    fetch(`${shop.url}/api/cart/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: shop.url },
      body: JSON.stringify({ itemId: product.itemId, selectedSize: 'M', quantity: 1 }),
    });

  // A new price filter each time, so no answer comes from the catalogue's cache.
  let filter = 0;
  const catalogue = () =>
    fetch(`${shop.url}/get-items?page=1&min=${++filter}`, { headers: { 'x-api-key': DEV_API_KEY } });

  /** Catalogue reads and adds to cart, 16 at a time, until `done()`; the statuses they answered. */
  async function load(done: () => boolean): Promise<number[]> {
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async (_, lane) => {
        while (!done()) {
          try {
            const answer = lane < 8 ? await addToCart(cookies[lane]!) : await catalogue();
            statuses.push(answer.status);
          } catch {
            statuses.push(0);
          }
        }
      }),
    );
    return statuses;
  }

  it('ends no process, answers 503 while the server is down and recovers by itself', async () => {
    expect((await catalogue()).status).toBe(200);

    // Stop the server while requests hold pooled connections in the middle of their queries.
    let stopped = false;
    const during = load(() => stopped);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.stop('fast');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stopped = true;
    const statuses = await during;

    expect(shop.child.exitCode, shop.output()).toBeNull();
    // 200 before the stop, 503 after; never a 500, a dropped connection or a crash.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    const down = await catalogue();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toEqual({
      errorMessage: 'The shop is briefly unavailable. Please try again in a few seconds.',
      code: 'unavailable',
    });
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(503);

    server.start();
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
      status = (await catalogue()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    expect(shop.child.exitCode).toBeNull();
  });
});
