/**
 * Kills the shop with SIGKILL in the middle of a checkout rush, restarts it on the same data and
 * checks that nothing was lost or oversold. Runs on PGlite, and on PostgreSQL in the PostgreSQL run.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { cartItems } from '#server/db/schema';
import { DELIVERY_CHARGE_RUPEES } from '#shared/constants';
import { withShopDatabase } from '../support/direct-db';
import { createProduct, createShopper, type TestAccount } from '../support/factories';
import { startShopProcess } from '../support/process';
import { createPostgresDatabaseUrl } from '../support/test-db';

const INITIAL_STOCK = 40;
const COD_SHOPPERS = 40;
const ONLINE_SHOPPERS = 20;
const PRICE_RUPEES = 799;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('crash safety', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createPostgresDatabaseUrl();
  const target = { dataDir, databaseUrl };
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };

  it('keeps stock, orders and payments consistent across a SIGKILL mid-checkout', {
    timeout: 180_000,
  }, async () => {
    const { productId, shoppers } = await withShopDatabase(target, async (db) => {
      const product = await createProduct(db, { price: PRICE_RUPEES, stock: { M: INITIAL_STOCK } });
      const shoppers: TestAccount[] = [];
      for (let i = 0; i < COD_SHOPPERS + ONLINE_SHOPPERS; i++) shoppers.push(await createShopper(db));
      await db
        .insert(cartItems)
        .values(shoppers.map((s) => ({ userId: s.id, productId: product.id, size: 'M', quantity: 1 })));
      return { productId: product.id, shoppers };
    });

    const shop = await startShopProcess(env);
    const post = (cookie: string, url: string, body: unknown) =>
      fetch(`${shop.url}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (res) => res.status,
        () => 0,
      );
    const rush = shoppers.map((shopper, i) =>
      i < COD_SHOPPERS
        ? post(shopper.cookie, '/api/cart/place-cod-order', {
            mobile: '9876543210',
            address: '14 Park Street, Kolkata 700016',
          })
        : post(shopper.cookie, '/api/cart/create-order', {
            amount: (PRICE_RUPEES + DELIVERY_CHARGE_RUPEES) * 100,
          }),
    );
    // Let part of the rush land, then pull the plug.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exited = once(shop.child, 'exit');
    shop.child.kill('SIGKILL');
    // Until its parent reaps it, a killed process still counts as alive for the data-dir lock.
    await exited;
    const statuses = await Promise.all(rush);
    expect(statuses.some((s) => s === 0 || s === 200)).toBe(true);

    // Fifteen minutes pass: every reservation still pending is now past its time.
    await withShopDatabase(target, (db) =>
      db.execute(
        sql`update orders set reserved_until = now() - interval '1 minute' where status = 'pending_payment'`,
      ),
    );
    const restarted = await startShopProcess(env);
    // The jobs run at start-up; give them a moment, then stop cleanly to inspect the data.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await restarted.stop();

    await withShopDatabase(target, async (db) => {
      const [stock] = await rows<{ quantity: number }>(
        db,
        sql`select quantity from product_stock where product_id = ${productId} and size = 'M'`,
      );
      const [held] = await rows<{ units: number }>(
        db,
        sql`select coalesce(sum(i.quantity), 0)::int as units from order_items i join orders o on o.id = i.order_id
            where i.product_id = ${productId} and o.status in ('pending_payment', 'captured', 'dispatched')`,
      );
      expect(stock!.quantity).toBeGreaterThanOrEqual(0);
      expect(stock!.quantity + held!.units).toBe(INITIAL_STOCK);

      const [orphans] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
      );
      expect(orphans!.n).toBe(0);

      const [unpaid] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders where payment_method = 'online' and status in ('captured', 'dispatched') and payment_id is null`,
      );
      expect(unpaid!.n).toBe(0);

      const [stale] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders where status = 'pending_payment' and reserved_until < now()`,
      );
      expect(stale!.n).toBe(0);
    });
  });
});
