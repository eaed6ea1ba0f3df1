/**
 * npm run bench:api: requests per second and p99 latency of the shop's catalogue reads on PGlite
 * and PostgreSQL, against a bare node:http server returning the same bytes from memory (the
 * machine's limit), measured in one run. Prints the ratio shop / limit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_API_KEY, type BenchShop, postgresServerUrl, round, startBenchShop } from './support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const headers = { 'x-api-key': BENCH_API_KEY, accept: 'application/json' };

interface Sample {
  rps: number;
  p99: number;
}

async function load(url: string): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function catalogPaths(shop: BenchShop): Promise<string[]> {
  const page = (await (await fetch(`${shop.url}/get-items?page=1`, { headers })).json()) as Array<{
    itemId: string;
    image: string;
  }>;
  const first = page[0]!;
  return [
    '/get-items?page=1',
    '/get-items?category=hoodies&page=2',
    `/api/items/${first.itemId}`,
    first.image,
  ];
}

async function startBare(shop: BenchShop, paths: string[]): Promise<{ url: string; stop(): void }> {
  const routes: Record<string, { body: string; contentType: string }> = {};
  for (const p of paths) {
    const res = await fetch(`${shop.url}${p}`, { headers });
    routes[p] = {
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      const match = String(chunk).match(/listening (\d+)/);
      if (match) resolve(match[1]!);
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const rows: Record<string, string | number>[] = [];
const engines: Array<['PGlite' | 'PostgreSQL', string | undefined]> = [['PGlite', undefined]];
const pgUrl = await postgresServerUrl();
if (pgUrl) engines.push(['PostgreSQL', pgUrl]);

for (const [engine, serverUrl] of engines) {
  const shop = await startBenchShop(engine, serverUrl);
  try {
    const paths = await catalogPaths(shop);
    const bare = await startBare(shop, paths);
    try {
      for (const p of paths) {
        const shopSample = await load(`${shop.url}${p}`);
        const limit = await load(`${bare.url}${p}`);
        rows.push({
          engine,
          path: p.startsWith('/images/') ? '/images/<sha256>.webp' : p.replace(/items\/[^/?]+/, 'items/:id'),
          'shop req/s': round(shopSample.rps),
          'limit req/s': round(limit.rps),
          'shop/limit': round(shopSample.rps / limit.rps, 2),
          'shop p99 ms': shopSample.p99,
          'limit p99 ms': limit.p99,
        });
      }
    } finally {
      bare.stop();
    }
  } finally {
    await shop.cleanup();
  }
}
console.log(
  `\nCatalogue reads, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${new Date().toISOString()}`,
);
console.table(rows);
