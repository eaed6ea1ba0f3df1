/**
 * npm run bench:render: what a storefront page costs the server when it is not in the page cache.
 * In one process, on PGlite and (when the machine has one) PostgreSQL, for the home, catalogue,
 * product and search pages: the CPU time of React's render alone, and of a whole uncached page
 * (its data loaded through the shop's own API, then rendered), as ms per page and pages per
 * second on one core. Cached pages are measured by bench:api against the bare server's limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { startShop } from '#server/main';
import { buildWebIfStale, webApiKey } from '../scripts/build-web';
import { postgresServerUrl, round } from './support';

const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 200);

const apiKey = webApiKey();
buildWebIfStale({ apiKey });

/** CPU ms (user + system) per call of `work`, after a warm-up. */
async function cpuPerCall(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await work();
  const start = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / ROUNDS;
}

const rows: Record<string, string | number>[] = [];
const engines: Array<['PGlite' | 'PostgreSQL', string | undefined]> = [['PGlite', undefined]];
const pgUrl = await postgresServerUrl();
if (pgUrl) engines.push(['PostgreSQL', pgUrl]);

for (const [engine, serverUrl] of engines) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-render-'));
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    API_KEY: apiKey,
    LOG_LEVEL: 'silent',
    PORT: '0',
  };
  let databaseName = '';
  if (serverUrl) {
    databaseName = `shop_render_${process.pid}`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.query(`create database ${databaseName}`);
    await client.end();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const shop = await startShop(loadConfig(env), {}, { runJobs: false });
  try {
    const app = shop.app;
    const entry = app.serverEntry!;
    const fetchAnswer = async (apiUrl: string) => {
      const res = await app.inject({
        url: apiUrl,
        headers: { accept: 'application/json', 'x-api-key': apiKey },
      });
      return { status: res.statusCode, body: res.body };
    };
    const [first] = JSON.parse((await fetchAnswer('/get-items?page=1')).body) as Array<{ itemId: string }>;
    const pages = {
      home: '/',
      catalogue: '/products?category=hoodies',
      product: `/products/${first!.itemId}`,
      search: '/products?q=hoodie',
    };
    for (const [name, url] of Object.entries(pages)) {
      const data = (await entry.loadPageData(url, fetchAnswer))!;
      const render = await cpuPerCall(() =>
        entry.renderPage(data.renderUrl, data.answers, 'http://localhost'),
      );
      const whole = await cpuPerCall(async () => {
        const fresh = (await entry.loadPageData(url, fetchAnswer))!;
        return entry.renderPage(fresh.renderUrl, fresh.answers, 'http://localhost');
      });
      rows.push({
        engine,
        page: name,
        'render CPU ms': round(render, 2),
        'uncached page CPU ms': round(whole, 2),
        'uncached pages/s (one core)': round(1000 / whole),
      });
    }
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName && serverUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.end();
    }
  }
}
console.log(
  `\nServer render without the page cache, ${ROUNDS} renders per page (after 20 to warm up), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}`,
);
console.table(rows);
