/**
 * `npx tsx bench/catalog-ab.ts <other checkout> [path]`: one storefront read (the first catalogue
 * page by default) of two checkouts of the shop, this one and another (e.g. a `git worktree` at an
 * older commit, its node_modules installed), measured in alternating rounds. On a small shared
 * machine whose load comes in bursts, bench:api's ratio to the bare server can move by half from
 * one run to the next; two shops measured turn about, first one then the other, see the same
 * bursts, so their ratio holds where each one's numbers do not.
 *
 * Each shop runs as bench:api runs it: seeded with the demo catalogue, PGlite, default logging.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SHOP_NODE_FLAGS } from '../scripts/node-flags';
import { BENCH_API_KEY, catalogHeaders, round } from './support';

const [otherRoot, target = '/get-items?page=1'] = process.argv.slice(2);
if (!otherRoot) throw new Error('Usage: npx tsx bench/catalog-ab.ts <other checkout> [path]');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/**
 * BENCH_UNCACHED=1: each request names its own highest price, far above every price (the same
 * products), so each misses the catalogue's 2-second cache and runs the query: what the query
 * costs, rather than what a cached answer costs.
 */
const UNCACHED = process.env.BENCH_UNCACHED === '1';
let requestCount = 0;

interface Shop {
  url: string;
  stop(): void;
}

/** The shop of the checkout at `root`, run from its own folder with its own code and packages. */
async function startShopAt(root: string): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-ab-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...SHOP_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        API_KEY: BENCH_API_KEY,
        RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/The shop is open at (http:\/\/\S+)/);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`the shop at ${root} exited:\n${output}`)));
  });
  return {
    url,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function requestsPerSecond(url: string, duration = SECONDS): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: catalogHeaders,
    ...(UNCACHED && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: `${target}&max=${500_000 + (requestCount++ % 400_000)}`,
          }),
        },
      ],
    }),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx`);
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const other = await startShopAt(path.resolve(otherRoot));
const here = await startShopAt(process.cwd());
try {
  for (const [name, shop] of [
    ['other', other],
    ['here', here],
  ] as const) {
    // What each answers: a difference in size or in cards is part of what is measured.
    const body = await (await fetch(`${shop.url}${target}`, { headers: catalogHeaders })).text();
    const cards = (JSON.parse(body) as unknown[]).length;
    console.log(`${name}: ${body.length} bytes, ${cards} entries`);
    await requestsPerSecond(`${shop.url}${target}`, 2);
  }
  const rows: { other: number; here: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Who goes first alternates, so a burst at the start of rounds favours neither.
    const order = i % 2 ? [here, other] : [other, here];
    const [first, second] = [
      await requestsPerSecond(`${order[0]!.url}${target}`),
      await requestsPerSecond(`${order[1]!.url}${target}`),
    ];
    rows.push(i % 2 ? { here: first, other: second } : { other: first, here: second });
  }
  const ratios = rows.map((row) => row.here / row.other);
  console.log(
    `\n${target}${UNCACHED ? ' (each request a cache miss)' : ''}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, ${new Date().toISOString()}`,
  );
  console.table(rows.map((row, i) => ({ ...row, 'here/other': round(ratios[i]!, 2) })));
  console.log(
    `median req/s: other ${round(median(rows.map((r) => r.other)))}, here ${round(median(rows.map((r) => r.here)))}; ` +
      `here/other median ${round(median(ratios), 2)} (range ${round(Math.min(...ratios), 2)}-${round(Math.max(...ratios), 2)})`,
  );
} finally {
  other.stop();
  here.stop();
}
