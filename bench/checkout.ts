/**
 * npm run bench:checkout: 100 shoppers place cash-on-delivery orders at the same moment against
 * limited stock, on PGlite and PostgreSQL, through the shop (HTTP, sessions, Fastify, Drizzle)
 * and through the LIMIT: the same transaction as raw SQL through the same driver and pool
 * (./checkout-limit.ts). Paired rounds, shop then limit, each on its own product; prints the
 * medians and ranges of orders/s, the ratio shop/limit, p99, and the invariants of every run:
 * exactly as many orders as units, no negative stock, stock + sold = initial, no other errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { loadConfig } from '#server/config';
import type { Db } from '#server/db/client';
import { cartItems, orderItems, orders, productStock } from '#server/db/schema';
import { type RunningShop, startShop } from '#server/main';
import { createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { limitOrderPg, limitOrderPglite } from './checkout-limit';
import { postgresServerUrl, round } from './support';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 100);
const STOCK = Number(process.env.BENCH_STOCK ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Run {
  ordersPerSecond: number;
  p99: number;
  invariant: boolean;
  other: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[], digits = 0) =>
  `${round(Math.min(...xs), digits)}-${round(Math.max(...xs), digits)}`;

async function prepare(db: Db) {
  const product = await createProduct(db, { stock: { M: STOCK } });
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createShopper(db)));
  await db
    .insert(cartItems)
    .values(shoppers.map((s) => ({ userId: s.id, productId: product.id, size: 'M', quantity: 1 })));
  return { product, shoppers };
}

async function measure(
  db: Db,
  productId: number,
  shoppers: TestAccount[],
  order: (s: TestAccount) => Promise<'placed' | 'short' | 'other'>,
): Promise<Run> {
  const latencies: number[] = [];
  const outcomes: string[] = [];
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper) => {
      const t0 = performance.now();
      outcomes.push(await order(shopper).catch(() => 'other' as const));
      latencies.push(performance.now() - t0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = outcomes.filter((o) => o === 'placed').length;
  const other = outcomes.filter((o) => o === 'other').length;
  const [stock] = await db
    .select()
    .from(productStock)
    .where(sql`${productStock.productId} = ${productId} and ${productStock.size} = 'M'`);
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.productId, productId));
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)]!;
  const invariant =
    other === 0 &&
    stock!.quantity >= 0 &&
    stock!.quantity + sold!.units === STOCK &&
    placed === Math.min(STOCK, SHOPPERS);
  return { ordersPerSecond: placed / seconds, p99, invariant, other };
}

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
    // The shop's own client: its pg pool (same size) or its PGlite.
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    const limitOrder =
      engine === 'PostgreSQL'
        ? (s: TestAccount) => limitOrderPg(client as pg.Pool, s.id)
        : (s: TestAccount) => limitOrderPglite(client as PGlite, s.id);
    const shopOrder = async (s: TestAccount) => {
      const res = await fetch(`${shop.url}/api/cart/place-cod-order`, {
        method: 'POST',
        headers: { cookie: s.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9876543210', address: '12 MG Road, Bengaluru 560001' }),
      });
      await res.arrayBuffer();
      return res.status === 200 ? 'placed' : res.status === 409 ? 'short' : 'other';
    };
    const shopRuns: Run[] = [];
    const limitRuns: Run[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const a = await prepare(db);
      shopRuns.push(await measure(db, a.product.id, a.shoppers, shopOrder));
      const b = await prepare(db);
      limitRuns.push(await measure(db, b.product.id, b.shoppers, limitOrder));
    }
    const ratios = shopRuns.map((s, i) => s.ordersPerSecond / limitRuns[i]!.ordersPerSecond);
    const ok = [...shopRuns, ...limitRuns].every((r) => r.invariant);
    return {
      engine,
      rounds: ROUNDS,
      'shop orders/s': round(median(shopRuns.map((r) => r.ordersPerSecond)), 1),
      'shop range': range(shopRuns.map((r) => r.ordersPerSecond)),
      'limit orders/s': round(median(limitRuns.map((r) => r.ordersPerSecond)), 1),
      'limit range': range(limitRuns.map((r) => r.ordersPerSecond)),
      'ratio (median)': round(median(ratios), 2),
      'ratio range': range(ratios, 2),
      'shop p99 ms': round(median(shopRuns.map((r) => r.p99))),
      'limit p99 ms': round(median(limitRuns.map((r) => r.p99))),
      invariants: ok ? 'hold' : 'BROKEN',
    };
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [await runOn('PGlite')];
const server = await postgresServerUrl();
if (server) {
  const pgModule = await import('pg');
  const name = `shop_bench_checkout_${process.pid}`;
  const admin = new pgModule.default.Client({ connectionString: server });
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
console.log(
  `\nCash-on-delivery checkout under contention, ${SHOPPERS} shoppers, ${STOCK} units, ${new Date().toISOString()}`,
);
console.log(
  'invariants: exactly as many orders as units, stock >= 0, stock + sold = initial, no other errors',
);
console.table(rows);
if (rows.some((row) => row.invariants !== 'hold')) process.exit(1);
