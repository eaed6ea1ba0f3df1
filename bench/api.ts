/**
 * npm run bench:api: requests per second and p99 latency of the shop's storefront reads (the first
 * catalogue page, a category's second page, one product, search's first page and an image) on
 * PGlite and PostgreSQL, against a bare node:http server returning the same bytes from memory (the
 * machine's limit), measured in one run. Prints the ratio shop / limit, and the same ratio for an
 * empty Fastify app returning those bytes (bench/bare-fastify.ts): what the framework itself
 * costs, so the rest is what the shop's own checks and work cost.
 *
 * All servers are warmed up on every path first (the JIT would otherwise make the first path
 * measured look slow). Then each path is measured BENCH_ROUNDS times, shop, limit and bare Fastify
 * back to back, and the median of each is printed: other work on a small shared machine comes in
 * bursts, and measuring the three together keeps a burst from landing on one side only.
 *
 * The shop runs as `npm start` runs it, with its default logging (info), and a second copy with
 * LOG_LEVEL=error beside it: the difference is what the request log costs every shopper.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildWebIfStale } from '../scripts/build-web';
import {
  type BenchShop,
  catalogHeaders,
  catalogPaths,
  pathLabel,
  postgresServerUrl,
  round,
  startBenchShop,
} from './support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const headers = catalogHeaders;

interface Sample {
  rps: number;
  p99: number;
}

/** The storefront pages the server renders (cached after the first request), asked for as a browser does. */
const isPage = (p: string) => p === '/' || p.startsWith('/products/');
const pageHeaders = { accept: 'text/html' };
const headersFor = (url: string) => (isPage(new URL(url, 'http://x').pathname) ? pageHeaders : headers);

async function load(url: string, duration = DURATION_SECONDS): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: headersFor(url) });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A server answering `paths` with the bytes the shop answers them with: bench/bare-server.ts or bare-fastify.ts. */
async function startBare(
  shop: BenchShop,
  paths: string[],
  script: string,
): Promise<{ url: string; stop(): void }> {
  const routes: Record<string, { body: string; contentType: string }> = {};
  for (const p of paths) {
    const res = await fetch(`${shop.url}${p}`, { headers: headersFor(p) });
    routes[p] = {
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const child = spawn(process.execPath, ['--import', 'tsx', script, file], {
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

// The home and product pages are rendered by the built app (docs/decisions/023): without a
// build the shop answers them 404, as a fresh clone would before `npm start`.
buildWebIfStale();

const rows: Record<string, string | number>[] = [];
const engines: Array<['PGlite' | 'PostgreSQL', string | undefined]> = [['PGlite', undefined]];
const pgUrl = await postgresServerUrl();
if (pgUrl) engines.push(['PostgreSQL', pgUrl]);

for (const [engine, serverUrl] of engines) {
  const shop = await startBenchShop(engine, serverUrl);
  const quiet = await startBenchShop(engine, serverUrl, undefined, [], 'error');
  try {
    const catalog = await catalogPaths(shop.url);
    // The home page and a product page rendered on the server (docs/decisions/023).
    const productPage = `/products/${catalog[2]!.split('/').pop()}`;
    const paths = [...catalog, '/', productPage];
    const bare = await startBare(shop, paths, 'bench/bare-server.ts');
    const fastify = await startBare(shop, paths, 'bench/bare-fastify.ts');
    try {
      for (const p of paths) {
        for (const server of [shop, quiet, bare, fastify]) await load(`${server.url}${p}`, WARMUP_SECONDS);
      }
      for (const p of paths) {
        const shopSamples: Sample[] = [];
        const quietSamples: Sample[] = [];
        const limits: Sample[] = [];
        const frameworks: Sample[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          shopSamples.push(await load(`${shop.url}${p}`));
          quietSamples.push(await load(`${quiet.url}${p}`));
          limits.push(await load(`${bare.url}${p}`));
          frameworks.push(await load(`${fastify.url}${p}`));
        }
        const ratios = shopSamples.map((sample, k) => sample.rps / limits[k]!.rps);
        const frameworkRatios = frameworks.map((sample, k) => sample.rps / limits[k]!.rps);
        const quietRatios = quietSamples.map((sample, k) => sample.rps / limits[k]!.rps);
        rows.push({
          engine,
          path: pathLabel(p),
          'shop req/s': round(median(shopSamples.map((s) => s.rps))),
          'limit req/s': round(median(limits.map((s) => s.rps))),
          'shop/limit': round(median(ratios), 2),
          'ratio range': `${round(Math.min(...ratios), 2)}-${round(Math.max(...ratios), 2)}`,
          'LOG_LEVEL=error/limit': round(median(quietRatios), 2),
          'bare Fastify/limit': round(median(frameworkRatios), 2),
          'shop p99 ms': median(shopSamples.map((s) => s.p99)),
          'limit p99 ms': median(limits.map((s) => s.p99)),
        });
      }
    } finally {
      bare.stop();
      fastify.stop();
    }
  } finally {
    await shop.cleanup();
    await quiet.cleanup();
  }
}
console.log(
  `\nStorefront reads, ${CONNECTIONS} connections, ${ROUNDS} paired rounds of ${DURATION_SECONDS} s (medians), ` +
    `${os.cpus().length} CPUs, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ` +
    new Date().toISOString(),
);
console.table(rows);
