/**
 * npm run bench:api: requests per second and p99 latency of the shop's catalogue reads on PGlite
 * and PostgreSQL, against a bare node:http server returning the same bytes from memory (the
 * machine's limit), measured in one run. Prints the ratio shop / limit.
 *
 * Both servers are warmed up on every path first (the JIT would otherwise make the first path
 * measured look slow). Then each path is measured BENCH_ROUNDS times, shop and limit back to
 * back, and the median of each is printed: other work on a small shared machine comes in bursts,
 * and pairing the two measurements keeps a burst from landing on one side only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_API_KEY, type BenchShop, postgresServerUrl, round, startBenchShop } from './support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const headers = { 'x-api-key': BENCH_API_KEY, accept: 'application/json' };

interface Sample {
  rps: number;
  p99: number;
}

async function load(url: string, duration = DURATION_SECONDS): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
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
        await load(`${shop.url}${p}`, WARMUP_SECONDS);
        await load(`${bare.url}${p}`, WARMUP_SECONDS);
      }
      for (const p of paths) {
        const shopSamples: Sample[] = [];
        const limits: Sample[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          shopSamples.push(await load(`${shop.url}${p}`));
          limits.push(await load(`${bare.url}${p}`));
        }
        const ratios = shopSamples.map((sample, k) => sample.rps / limits[k]!.rps);
        rows.push({
          engine,
          path: p.startsWith('/images/') ? '/images/<sha256>.webp' : p.replace(/items\/[^/?]+/, 'items/:id'),
          'shop req/s': round(median(shopSamples.map((s) => s.rps))),
          'limit req/s': round(median(limits.map((s) => s.rps))),
          'shop/limit': round(median(ratios), 2),
          'ratio range': `${round(Math.min(...ratios), 2)}-${round(Math.max(...ratios), 2)}`,
          'shop p99 ms': median(shopSamples.map((s) => s.p99)),
          'limit p99 ms': median(limits.map((s) => s.p99)),
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
  `\nCatalogue reads, ${CONNECTIONS} connections, ${ROUNDS} paired rounds of ${DURATION_SECONDS} s (medians), ` +
    `${os.cpus().length} CPUs, ${new Date().toISOString()}`,
);
console.table(rows);
