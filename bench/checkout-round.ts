/**
 * One timed round of bench:checkout (./checkout.ts): the shoppers and their carts on a fresh
 * product, the shoppers' HTTP client, the shop as a second process, and the measurements of a
 * round: orders/s, p99, CPU per attempt in Node.js and in PostgreSQL, the stock row's lock window,
 * the event loop's wait, and the stock invariant.
 * BENCH_SHOPPERS (100), BENCH_STOCK (60).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { cartItems, orderItems, orders, productStock } from '#server/db/schema';
import { createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { type ShopProcess, startShopProcess } from '#tests/support/process';
import { type LockWindow, takeLockWindow } from './lock-watch';
import { postgresCpuMs } from './support';

export const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 100);
export const STOCK = Number(process.env.BENCH_STOCK ?? 60);

export interface Run {
  ordersPerSecond: number;
  p99: number;
  invariant: boolean;
  other: number;
  /** CPU of this process (the shop, or the limit's driver, and the 100 clients) per attempt. */
  nodeCpuMs: number;
  /** CPU of the PostgreSQL server's processes per attempt (0 on PGlite: it runs in this process). */
  dbCpuMs: number;
  seconds: number;
  /** PostgreSQL: mean ms the taken stock row stays locked while Node.js works, then the COMMIT. */
  lock: LockWindow;
  /** Mean wait of this process's event loop (ms): how long a ready answer waits to be read. */
  loopDelayMs: number;
}

export type Outcome = 'placed' | 'short' | 'other';

/**
 * The 100 shoppers' client, in this process beside the shop (PGlite cannot be shared with another
 * process). node:http with keep-alive rather than fetch: against an empty server, fetch took
 * 0.45-0.6 ms more CPU per request, which the shop's own process would have paid for its clients.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
export function postJson(base: string, pathname: string, cookie: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, base),
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
export interface BenchProcess extends ShopProcess {
  cleanup(): Promise<void>;
}

/** The shop as its own process (the flags of `npm start`) on the bench's PostgreSQL database. */
export async function startShopOn(databaseUrl: string): Promise<BenchProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-process-'));
  const shop = await startShopProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  return {
    ...shop,
    async cleanup() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const LOOP_RESOLUTION_MS = 1;

export async function prepare(db: Db) {
  const product = await createProduct(db, { stock: { M: STOCK } });
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createShopper(db)));
  await db
    .insert(cartItems)
    .values(shoppers.map((s) => ({ userId: s.id, productId: product.id, size: 'M', quantity: 1 })));
  return { product, shoppers };
}

export async function measure(
  db: Db,
  productId: number,
  shoppers: TestAccount[],
  order: (s: TestAccount) => Promise<Outcome>,
  /** CPU used so far by the tier's other processes (the two shops), in ms. */
  otherCpuMs: () => number = () => 0,
): Promise<Run> {
  const latencies: number[] = [];
  const outcomes: string[] = [];
  // The database's CPU is read from /proc outside this process's own count.
  const dbBefore = postgresCpuMs();
  const otherBefore = otherCpuMs();
  takeLockWindow();
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper) => {
      const t0 = performance.now();
      outcomes.push(await order(shopper).catch(() => 'other' as const));
      latencies.push(performance.now() - t0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const lock = takeLockWindow();
  loop.disable();
  // The histogram counts the timer's own interval too; what is left is the wait.
  const loopDelayMs = Math.max(0, loop.mean / 1e6 - LOOP_RESOLUTION_MS);
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuMs = ((cpu.user + cpu.system) / 1000 + otherCpuMs() - otherBefore) / shoppers.length;
  const dbCpuMs = (postgresCpuMs() - dbBefore) / shoppers.length;
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
  return {
    ordersPerSecond: placed / seconds,
    p99,
    invariant,
    other,
    nodeCpuMs,
    dbCpuMs,
    seconds,
    lock,
    loopDelayMs,
  };
}
