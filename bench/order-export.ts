/**
 * The CSV export of 100,000 orders streams (docs/decisions/015-back-office-orders.md): the shop
 * runs as its own process on PGlite (the database lives inside that process, so its memory counts
 * too), the orders are generated straight into its data, and the whole export is downloaded while
 * the shop's resident memory is sampled from /proc. Prints the idle figure, the peak while
 * exporting and the difference, which must stay under 200 MB; exits 1 when it does not.
 *
 *   npm run bench:export                 100,000 orders
 *   BENCH_ORDERS=20000 npm run bench:export
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '#server/db/client';
import { startShopProcess } from '#tests/support/process';
import { BENCH_API_KEY } from './support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const LIMIT_MB = 200;
const ADMIN = {
  userName: 'benchadmin',
  email: 'bench-admin@example.in',
  password: 'export bench password 1',
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-export-bench-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  API_KEY: BENCH_API_KEY,
  LOG_LEVEL: 'error',
  NODE_ENV: 'development',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

const mb = (bytes: number) => bytes / 1024 / 1024;
/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 100,000 orders of one to three lines; one in ten from before structured addresses. */
async function generateOrders() {
  const database = await openPglite(path.join(dataDir, 'pg'));
  const db = database.db;
  const started = Date.now();
  await db.execute(sql`
    insert into users (first_name, last_name, user_name, email, password_hash)
    select 'Shopper', 'N' || n, 'bench_shopper_' || n, 'bench' || n || '@example.in', 'not-a-real-hash'
    from generate_series(1, 2000) as n`);
  await db.execute(sql`
    insert into orders (order_id, user_id, payment_method, status, amount_paise, delivery_charge_paise,
                        mobile, address, delivery_address, courier, tracking_id, created_at, updated_at)
    select 'ORD-BENCH' || lpad(n::text, 7, '0'),
           (select min(id) from users) + (n % 2000),
           case when n % 3 = 0 then 'online' else 'cod' end,
           (array['captured', 'dispatched', 'delivered', 'cancelled'])[1 + n % 4],
           0, 10000, '98765' || lpad((n % 100000)::text, 5, '0'),
           n || ' MG Road, Bengaluru, Karnataka 560001',
           case when n % 10 = 0 then null else jsonb_build_object(
             'fullName', 'Shopper ' || n, 'mobile', '98765' || lpad((n % 100000)::text, 5, '0'),
             'line1', n || ', 4th Cross, "Lakshmi Nilaya"', 'line2', 'Near Metro, Indiranagar',
             'city', 'Bengaluru', 'state', 'Karnataka', 'pincode', (560001 + n % 90)::text) end,
           case when n % 4 = 1 then 'Delhivery' end,
           case when n % 4 = 1 then 'DLV' || n end,
           now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, ${ORDERS}) as n`);
  await db.execute(sql`
    with p as (select row_number() over (order by id) - 1 as r, * from products),
         c as (select count(*) as n from products)
    insert into order_items (order_id, product_id, item_id, name, image_id, size, quantity, unit_price_paise)
    select o.id, p.id, p.item_id, p.name, p.image_id, (array['S','M','L','XL','XXL','XXXL'])[1 + (o.id + k) % 6],
           1 + (o.id % 3), p.price_paise
    from orders o
    cross join generate_series(0, 2) as k
    cross join c
    join p on p.r = (o.id + k) % c.n
    where k <= o.id % 3`);
  await db.execute(sql`
    update orders o set amount_paise = o.delivery_charge_paise
      + (select sum(quantity * unit_price_paise) from order_items i where i.order_id = o.id)`);
  const counted = await db.execute(sql`select count(*)::int as lines from order_items`);
  const { lines } = (counted as unknown as { rows: { lines: number }[] }).rows[0]!;
  await database.close();
  console.log(
    `Generated ${ORDERS.toLocaleString('en-IN')} orders, ${lines.toLocaleString('en-IN')} lines in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return lines;
}

async function main() {
  // First start: migrations, the demo catalogue and the administrator; then the orders, offline.
  const first = await startShopProcess(env, 120_000);
  await first.stop();
  const lines = await generateOrders();
  const shop = await startShopProcess(env, 120_000);
  try {
    const pid = shop.child.pid!;
    const headers = { 'x-api-key': BENCH_API_KEY, 'content-type': 'application/json' };
    const login = await fetch(`${shop.url}/api/admins/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userName: ADMIN.userName, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = (query: string) =>
      fetch(`${shop.url}/api/admins/orders/export?${query}`, { headers: { ...headers, cookie } });

    // Warm the route (code loaded, first queries planned), then let the process settle.
    await (await call('q=nobody-at-all')).text();
    await sleep(2000);
    const idleSamples: number[] = [];
    for (let i = 0; i < 10; i++) {
      idleSamples.push(rssOf(pid));
      await sleep(100);
    }
    const idle = Math.max(...idleSamples);

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 20);
    const started = Date.now();
    const res = await call('');
    let bytes = 0;
    let rows = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows++;
      peak = Math.max(peak, rssOf(pid));
    }
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const above = mb(peak - idle);
    const dataRows = rows - 1;

    console.log('');
    console.log(
      '| Orders | CSV rows (lines) | CSV size | Time | Shop RSS idle | Peak while exporting | Above idle |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${ORDERS.toLocaleString('en-IN')} | ${dataRows.toLocaleString('en-IN')} | ${mb(bytes).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${mb(idle).toFixed(0)} MB | ${mb(peak).toFixed(0)} MB | **${above.toFixed(0)} MB** |`,
    );
    if (res.status !== 200 || dataRows !== lines) {
      console.error(`Expected ${lines} rows with status 200, got ${dataRows} with ${res.status}.`);
      process.exitCode = 1;
    }
    if (above >= LIMIT_MB) {
      console.error(`Peak memory above idle ${above.toFixed(0)} MB is over the ${LIMIT_MB} MB budget.`);
      process.exitCode = 1;
    } else {
      console.log(`Peak above idle stays under the ${LIMIT_MB} MB budget.`);
    }
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
