/** Shared pieces of the benchmarks: run the shop as its own process, print tables. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ShopProcess, startShopProcess } from '#tests/support/process';

export const BENCH_API_KEY = 'bench-api-key';

export interface BenchShop extends ShopProcess {
  engine: 'PGlite' | 'PostgreSQL';
  cleanup(): Promise<void>;
}

let shopsStarted = 0;

/** Starts the seeded shop on PGlite, or on a fresh database of the PostgreSQL server at `serverUrl`. */
export async function startBenchShop(
  engine: 'PGlite' | 'PostgreSQL',
  serverUrl?: string,
  apiKey = BENCH_API_KEY,
  nodeFlags: string[] = [],
  /** The shop's LOG_LEVEL; unset, the shop logs as `npm start` does (info). */
  logLevel?: string,
): Promise<BenchShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    API_KEY: apiKey,
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    NODE_ENV: 'development',
    // Every request is counted as usual, but one address sending tens of thousands a second
    // must not be refused: what is measured is the cost of the check, not its refusals.
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  };
  let dropDatabase = async () => {};
  if (engine === 'PostgreSQL') {
    const name = `shop_bench_${process.pid}_${shopsStarted++}`;
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    await adminQuery(serverUrl!, `create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () => adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
  }
  const shop = await startShopProcess(env, 120_000, nodeFlags);
  return {
    ...shop,
    engine,
    async cleanup() {
      await shop.stop();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server to benchmark against, if one answers. */
export async function postgresServerUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    await adminQuery(url, 'select 1');
    return url;
  } catch {
    console.warn(`PostgreSQL not reachable at ${url}: PostgreSQL rows skipped.`);
    return undefined;
  }
}

/**
 * CPU time (user + system) used so far by the PostgreSQL server's processes on this machine, in
 * milliseconds, from /proc (0 where there is no /proc). Differences of it around a benchmark round
 * say how much of the machine's two cores the database took.
 */
export function postgresCpuMs(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  return processesCpuMs(pids, (name) => name.startsWith('postgres'));
}

/** CPU time used so far by the given processes (those whose name passes `keep`), from /proc. */
export function processesCpuMs(pids: Array<string | number>, keep: (name: string) => boolean = () => true) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!keep(stat.slice(stat.indexOf('(') + 1, close))) continue;
      // Fields after the name: state is the 3rd field of stat, utime the 14th, stime the 15th.
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read, or there is no /proc.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every mainstream architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** The headers a storefront's catalogue read carries. */
export const catalogHeaders = { 'x-api-key': BENCH_API_KEY, accept: 'application/json' };

/**
 * The storefront reads the API benchmark measures: the first catalogue page, a category's second
 * page, one product, search's first page and one product image.
 */
export async function catalogPaths(shopUrl: string): Promise<string[]> {
  const res = await fetch(`${shopUrl}/get-items?page=1`, { headers: catalogHeaders });
  const page = (await res.json()) as Array<{ itemId: string; image: string }>;
  const first = page[0]!;
  return [
    '/get-items?page=1',
    '/get-items?category=hoodies&page=2',
    `/api/items/${first.itemId}`,
    '/api/items/search?q=hoodie',
    first.image,
  ];
}

/** The four storefront pages the page benchmarks load (bench:web, bench:hydration), by name. */
export async function storefrontPages(shopUrl: string, apiKey: string): Promise<Record<string, string>> {
  const res = await fetch(`${shopUrl}/get-items?page=1`, { headers: { 'x-api-key': apiKey } });
  const [first] = (await res.json()) as Array<{ itemId: string }>;
  return {
    home: '/',
    catalogue: '/products?category=hoodies',
    'product detail': `/products/${first!.itemId}`,
    search: '/products?q=hoodie',
  };
}

/** A path as the tables print it: ids and image hashes replaced by placeholders. */
export function pathLabel(p: string): string {
  return p.startsWith('/images/')
    ? '/images/<sha256>.webp'
    : p
        .replace(/items\/(?!search)[^/?]+/, 'items/:id')
        .replace(/^\/products\/[^/?]+$/, '/products/:id (HTML)');
}
