/** Shared pieces of the benchmarks: run the shop as its own process, print tables. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ShopProcess, startShopProcess } from '#tests/support/process';

export const BENCH_API_KEY = 'bench-api-key';

export interface BenchShop extends ShopProcess {
  engine: 'PGlite' | 'PostgreSQL';
  cleanup(): Promise<void>;
}

/** Starts the seeded shop on PGlite, or on a fresh database of the PostgreSQL server at `serverUrl`. */
export async function startBenchShop(
  engine: 'PGlite' | 'PostgreSQL',
  serverUrl?: string,
  apiKey = BENCH_API_KEY,
): Promise<BenchShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    API_KEY: apiKey,
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
  };
  let dropDatabase = async () => {};
  if (engine === 'PostgreSQL') {
    const name = `shop_bench_${process.pid}`;
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    await adminQuery(serverUrl!, `create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () => adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
  }
  const shop = await startShopProcess(env, 120_000);
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

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
