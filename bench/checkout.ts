/**
 * npm run bench:checkout: 100 shoppers place cash-on-delivery orders at the same moment against
 * limited stock, on PGlite and PostgreSQL. Prints orders per second and p99 latency, and checks
 * the stock invariant: remaining stock + units sold = initial stock, never below zero.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '#server/config';
import { orderItems, orders, productStock } from '#server/db/schema';
import { type RunningShop, startShop } from '#server/main';
import { createProduct, createShopper } from '#tests/support/factories';
import { postgresServerUrl, round } from './support';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 100);
const STOCK = Number(process.env.BENCH_STOCK ?? 60);

async function runOn(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const shop: RunningShop = await startShop(config, { logger: false }, { runJobs: false });
  try {
    const db = shop.database.db;
    const product = await createProduct(db, { stock: { M: STOCK } });
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createShopper(db)));
    const call = (cookie: string, method: string, url: string, body: unknown) =>
      fetch(`${shop.url}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const shopper of shoppers) {
      const res = await call(shopper.cookie, 'POST', '/api/cart/add-to-cart', {
        itemId: product.itemId,
        selectedSize: 'M',
        quantity: 1,
      });
      if (!res.ok) throw new Error(`add-to-cart: ${res.status} ${await res.text()}`);
    }
    const latencies: number[] = [];
    const statuses: number[] = [];
    const started = performance.now();
    await Promise.all(
      shoppers.map(async (shopper) => {
        const t0 = performance.now();
        const res = await call(shopper.cookie, 'POST', '/api/cart/place-cod-order', {
          mobile: '9876543210',
          address: '12 MG Road, Bengaluru 560001',
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.push(res.status);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 409).length;
    const [stock] = await db
      .select()
      .from(productStock)
      .where(sql`${productStock.productId} = ${product.id} and ${productStock.size} = 'M'`);
    const [sold] = await db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.productId, product.id));
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)]!;
    const invariant =
      stock!.quantity >= 0 && stock!.quantity + sold!.units === STOCK && placed === Math.min(STOCK, SHOPPERS);
    return {
      engine,
      shoppers: SHOPPERS,
      'initial stock': STOCK,
      orders: placed,
      '409s': refused,
      other: SHOPPERS - placed - refused,
      'orders/s': round(placed / seconds, 1),
      'p99 ms': round(p99),
      'stock left': stock!.quantity,
      invariant: invariant ? 'holds' : 'BROKEN',
    };
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [await runOn('PGlite')];
const server = await postgresServerUrl();
if (server) {
  const pg = await import('pg');
  const name = `shop_bench_checkout_${process.pid}`;
  const admin = new pg.default.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    rows.push(await runOn('PostgreSQL', url.toString()));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(`\nCash-on-delivery checkout under contention, ${new Date().toISOString()}`);
console.table(rows);
if (rows.some((row) => row.invariant !== 'holds')) process.exit(1);
