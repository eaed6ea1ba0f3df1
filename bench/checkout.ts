/**
 * npm run bench:checkout: 100 shoppers place cash-on-delivery orders at the same moment against
 * limited stock, on PGlite and PostgreSQL, through the shop (HTTP, sessions, Fastify, Drizzle)
 * and through the LIMIT: the same transaction as raw SQL through the same driver and pool
 * (./checkout-limit.ts). Paired rounds, shop then limit, each on its own product; prints the
 * medians and ranges of orders/s, the ratio shop/limit, p99, and the invariants of every run:
 * exactly as many orders as units, no negative stock, stock + sold = initial, no other errors.
 *
 * To say where the shop's time goes, each round also runs the checkout operation called directly
 * (no HTTP, the same Drizzle code) and, on PostgreSQL, the shop as two processes; and it prints
 * the CPU each tier used per attempt, in Node.js and in the PostgreSQL server.
 * BENCH_ROUNDS (3), BENCH_SHOPPERS (100), BENCH_STOCK (60).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { loadConfig } from '#server/config';
import { outbox } from '#server/db/schema';
import { AppError } from '#server/errors';
import { type RunningShop, startShop } from '#server/main';
import { placeCodOrder } from '#server/modules/checkout/place-cod-order';
import type { DeliveryDetails } from '#shared/delivery-details';
import type { TestAccount } from '#tests/support/factories';
import { limitOrderPg, limitOrderPglite } from './checkout-limit';
import {
  type BenchProcess,
  measure,
  type Outcome,
  postJson,
  prepare,
  type Run,
  SHOPPERS,
  STOCK,
  startShopOn,
} from './checkout-round';
import { watchStockLocks } from './lock-watch';
import { postgresServerUrl, processesCpuMs, round } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const TIER_LABELS = {
  shop: 'shop (HTTP)',
  service: 'placeCodOrder, no HTTP',
  limit: 'limit (raw SQL)',
  twoShops: 'shop, 2 processes (HTTP)',
} as const;
type Tier = keyof typeof TIER_LABELS;
const textDetails: DeliveryDetails = {
  kind: 'text',
  mobile: '9876543210',
  address: '12 MG Road, Bengaluru 560001',
};

/**
 * PostgreSQL only (PGlite answers inside the event loop, so neither wait is there to see): the
 * loop's mean wait, and the lock window where this process's pg pools could be watched.
 */
function driverColumns(runs: Run[]) {
  // The two-process tier's orders run in the other processes: nothing of theirs is seen here.
  if (!runs.some((r) => r.lock.attempts > 0))
    return { 'loop wait ms': '-', 'lock: node ms': '-', 'lock: commit ms': '-' };
  return {
    'loop wait ms': round(median(runs.map((r) => r.loopDelayMs)), 2),
    'lock: node ms': round(median(runs.map((r) => r.lock.nodeMs)), 2),
    'lock: commit ms': round(median(runs.map((r) => r.lock.endMs)), 2),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[], digits = 0) =>
  `${round(Math.min(...xs), digits)}-${round(Math.max(...xs), digits)}`;

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
  let twoShops: BenchProcess[] = [];
  try {
    const db = shop.database.db;
    // The shop's own client: its pg pool (same size) or its PGlite.
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    const limitOrder =
      engine === 'PostgreSQL'
        ? (s: TestAccount) => limitOrderPg(client as pg.Pool, s.id)
        : (s: TestAccount) => limitOrderPglite(client as PGlite, s.id);
    const orderAt = async (url: string, s: TestAccount): Promise<Outcome> => {
      const status = await postJson(url, '/api/cart/place-cod-order', s.cookie, {
        mobile: '9876543210',
        address: '12 MG Road, Bengaluru 560001',
      });
      return status === 200 ? 'placed' : status === 409 ? 'short' : 'other';
    };
    const shopOrder = (s: TestAccount) => orderAt(shop.url, s);
    // The shop's checkout without HTTP: the operation the route calls, with the same deps.
    const serviceDeps = { db, clock: () => new Date(), config, serviceability: undefined };
    const serviceOrder = async (s: TestAccount) => {
      try {
        await placeCodOrder(serviceDeps, s.id, textDetails);
        return 'placed' as const;
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 409) return 'short' as const;
        throw err;
      }
    };
    type Order = (s: TestAccount) => Promise<Outcome>;
    /** Paired rounds: every tier once per round, each on a fresh product. */
    const rounds = async (
      tiers: Partial<Record<Tier, Order>>,
      otherCpu: Partial<Record<Tier, () => number>>,
    ) => {
      const names = Object.keys(tiers) as Tier[];
      const runs: Partial<Record<Tier, Run[]>> = Object.fromEntries(names.map((t) => [t, []]));
      for (let i = 0; i < ROUNDS; i++) {
        for (const tier of names) {
          const { product, shoppers } = await prepare(db);
          runs[tier]!.push(await measure(db, product.id, shoppers, tiers[tier]!, otherCpu[tier]));
          // Mail nobody will send: shop processes' mail job would otherwise work through it.
          await db.delete(outbox);
        }
      }
      return runs;
    };
    const runs = await rounds({ shop: shopOrder, service: serviceOrder, limit: limitOrder }, {});
    const tierNames = Object.keys(runs) as Tier[];
    /** Each tier against the limit of the same rounds. */
    const limitOf: Partial<Record<Tier, Run[]>> = {
      shop: runs.limit,
      service: runs.limit,
      limit: runs.limit,
    };
    if (databaseUrl) {
      // The same shop as two processes on the same database, half the shoppers each: what one more
      // core for the shop's own work buys (PGlite belongs to one process, so PostgreSQL only). Their
      // own rounds, paired with the limit again, so that the other tiers ran without them.
      twoShops = await Promise.all([0, 1].map(() => startShopOn(databaseUrl)));
      const shops = twoShops;
      const paired = await rounds(
        { twoShops: (s) => orderAt(shops[s.id % 2]!.url, s), limit: limitOrder },
        { twoShops: () => processesCpuMs(shops.map((p) => p.child.pid!)) },
      );
      runs.twoShops = paired.twoShops;
      limitOf.twoShops = paired.limit;
      tierNames.push('twoShops');
    }
    const perSecond = (tier: Tier) => runs[tier]!.map((r) => r.ordersPerSecond);
    const ratios = (tier: Tier) =>
      runs[tier]!.map((s, i) => s.ordersPerSecond / limitOf[tier]![i]!.ordersPerSecond);
    const ok = [...Object.values(runs), ...Object.values(limitOf)].every((list) =>
      list.every((r) => r.invariant),
    );
    const summary = {
      engine,
      rounds: ROUNDS,
      'shop orders/s': round(median(perSecond('shop')), 1),
      'shop range': range(perSecond('shop')),
      'limit orders/s': round(median(perSecond('limit')), 1),
      'limit range': range(perSecond('limit')),
      'ratio (median)': round(median(ratios('shop')), 2),
      'ratio range': range(ratios('shop'), 2),
      'shop p99 ms': round(median(runs.shop!.map((r) => r.p99))),
      'limit p99 ms': round(median(runs.limit!.map((r) => r.p99))),
      invariants: ok ? 'hold' : 'BROKEN',
    };
    // Where the time goes: the same round without HTTP (service), and the CPU each side used.
    const account = tierNames.map((tier) => ({
      engine,
      tier: TIER_LABELS[tier],
      'orders/s': round(median(perSecond(tier)), 1),
      'of limit': round(median(ratios(tier)), 2),
      'round s': round(median(runs[tier]!.map((r) => r.seconds)), 2),
      'node CPU ms/attempt': round(median(runs[tier]!.map((r) => r.nodeCpuMs)), 2),
      'node CPU / round': round(
        median(runs[tier]!.map((r) => (r.nodeCpuMs * SHOPPERS) / 1000 / r.seconds)),
        2,
      ),
      'db CPU ms/attempt': round(median(runs[tier]!.map((r) => r.dbCpuMs)), 2),
      'all CPU ms/attempt': round(median(runs[tier]!.map((r) => r.nodeCpuMs + r.dbCpuMs)), 2),
      ...(engine === 'PostgreSQL' ? driverColumns(runs[tier]!) : {}),
    }));
    return { summary, account };
  } finally {
    await Promise.all(twoShops.map((p) => p.cleanup()));
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

watchStockLocks();
const results = [await runOn('PGlite')];
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
    results.push(await runOn('PostgreSQL', url.toString()));
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
const rows = results.map((r) => r.summary);
console.table(rows);
console.log(
  'Where the time goes: the shop (HTTP), its checkout operation called directly (no HTTP, same ' +
    'Drizzle code) and the limit; CPU per attempt of this process (shop or driver, and the clients) ' +
    'and of the PostgreSQL server; "node CPU / round" near 1 means one core was busy all round; ' +
    '"loop wait": mean wait of this process\'s event loop; "lock": per placed order, ms from the stock take\'s answer to sending COMMIT (Node.js holding ' +
    "the row every other buyer waits on), and the COMMIT's round trip (pools of this process only)",
);
console.table(results.flatMap((r) => r.account));
if (rows.some((row) => row.invariants !== 'hold')) process.exit(1);
