/**
 * The rendered-page cache (DESIGN section 15, docs/decisions/036-fast-again.md): a hit is answered
 * before any data is read; pages are kept by their canonical URL and the catalogue's version;
 * the cache is bounded in bytes, so made-up URLs sent as an attacker would cannot grow it; and
 * renders past the cache have their own limit per address. Uses the built web app (dist/web and
 * dist/ssr).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { defaultWebDir } from '#server/app';
import { productStock } from '#server/db/schema';
import { CATALOG_CACHE_TTL_MS } from '#server/modules/catalog/catalog-cache';
import { serverEntryPath } from '#server/plugins/server-entry';
import { paths } from '#shared/paths';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct } from '#tests/support/factories';

const webDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : defaultWebDir;
if (!existsSync(serverEntryPath(webDir))) throw new Error('Build the web app first: npm run build');

const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

describe('the rendered-page cache', () => {
  it('1,000 made-up URLs leave it within its byte bound, and unknown parameters and paths add no page', async () => {
    const { app, database } = await createTestApp(
      { PAGE_CACHE_MB: '1', PAGE_RENDERS_PER_MINUTE: '1000000' },
      { webDir },
    );
    await createProduct(database.db, { name: 'Churn Hoodie', category: 'hoodies' });
    const get = (url: string) => app.inject({ url, headers: html, remoteAddress: '203.0.113.10' });
    const cache = app.pageCache;
    expect(cache.maxBytes).toBe(1024 * 1024);

    expect((await get(paths.home)).statusCode).toBe(200);
    const withHome = cache.size;
    expect(withHome).toBe(1);
    // Parameters no page reads, and known ones repeated, are the same page: no new entry.
    for (let i = 0; i < 50; i++) {
      expect((await get(`/?utm_source=mail${i}&fbclid=${i}`)).statusCode).toBe(200);
      expect((await get(`${paths.products}?category=hoodies&category=made-up-${i}&x=${i}`)).statusCode).toBe(
        200,
      );
    }
    expect(cache.size).toBe(2);

    // The attack: 1,000 URLs nobody links to.
    const madeUp = (i: number) =>
      [
        `${paths.products}?category=made-up-${i}`,
        `${paths.products}?q=nothing${i}&sort=price_asc`,
        `/no-such-page-${i}?utm_source=${i}`,
        `${paths.products}/no-such-product-${i}`,
      ][i % 4]!;
    let peak = 0;
    for (let i = 0; i < 1_000; i++) {
      const res = await get(madeUp(i));
      expect([200, 404]).toContain(res.statusCode);
      peak = Math.max(peak, cache.bytes);
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    }
    // The bound was reached and held: pages were pushed out, never past it.
    expect(peak).toBeGreaterThan(cache.maxBytes / 2);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    // Only made-up values of parameters the pages read were kept; unknown paths and products never.
    const kept = cache.size;
    for (let i = 0; i < 20; i++) await get(`/no-such-page-again-${i}`);
    for (let i = 0; i < 20; i++) await get(`${paths.products}/no-such-product-again-${i}`);
    expect(cache.size).toBe(kept);
    await app.close();
  }, 600_000);

  it('answers a hit without loading any data or touching the database', async () => {
    const { app, database, clock } = await createTestApp({}, { webDir });
    const tee = await createProduct(database.db, { name: 'Quiet Tee', stock: { M: 3 } });
    const url = paths.product(tee.itemId);
    const first = await app.inject({ url, headers: html });
    expect(first.statusCode).toBe(200);

    const entry = app.serverEntry!;
    const loads = vi.fn(entry.loadPageData);
    app.serverEntry = { ...entry, loadPageData: loads, renderPage: vi.fn(entry.renderPage) };
    const client = (database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
      .$client;
    const queries = ['query', 'exec', 'transaction'].filter((name) => typeof client[name] === 'function');
    const spies = queries.map((name) => vi.spyOn(client, name as never));
    const injects = vi.spyOn(app, 'inject');
    try {
      const hit = await app.inject({ url, headers: html });
      expect(hit.statusCode).toBe(200);
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(injects).toHaveBeenCalledTimes(1); // the test's own request, no API read
      expect(loads).not.toHaveBeenCalled();
      expect(app.serverEntry.renderPage).not.toHaveBeenCalled();
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();

      // Past its freshness the page still goes at once, and its data is read again behind it:
      // unchanged, so it is not rendered again.
      clock.advance(CATALOG_CACHE_TTL_MS + 1);
      const stale = await app.inject({ url, headers: html });
      expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
      await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
      expect(app.serverEntry.renderPage).not.toHaveBeenCalled();
    } finally {
      app.serverEntry = entry;
      injects.mockRestore();
      for (const spy of spies) spy.mockRestore();
    }
    await app.close();
  });

  it('an admin edit changes the catalogue version: the next request gets the new page', async () => {
    const { app, database } = await createTestApp({}, { webDir });
    const admin = await createAdmin(database.db, { userName: 'cachekeeper' });
    const tee = await createProduct(database.db, { name: 'Version Tee', price: 799 });
    const url = paths.product(tee.itemId);
    expect((await app.inject({ url, headers: { accept: 'text/html' } })).body).toContain('₹799');
    const edit = await app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId: tee.itemId, price: 649 },
    });
    expect(edit.statusCode).toBe(200);
    const after = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(after.body).toContain('₹649');
    expect(after.body).not.toContain('₹799');
    await app.close();
  });

  it('stock sold without an admin edit (checkout) shows once the page is past its freshness', async () => {
    const { app, database, clock } = await createTestApp({}, { webDir });
    const tee = await createProduct(database.db, { name: 'Last Size Tee', stock: { M: 1 } });
    const url = paths.product(tee.itemId);
    const page = () => app.inject({ url, headers: { accept: 'text/html' } });
    expect((await page()).body).toMatch(/type="radio"[^>]*value="M"/);
    await database.db.update(productStock).set({ quantity: 0 }).where(eq(productStock.productId, tee.id));
    // The catalogue's own answer is kept CATALOG_CACHE_TTL_MS of real time; the page as long on the clock.
    await new Promise((resolve) => setTimeout(resolve, CATALOG_CACHE_TTL_MS + 100));
    clock.advance(CATALOG_CACHE_TTL_MS + 1);
    await page(); // still the page of a moment ago, its refresh under way
    await vi.waitFor(async () => expect((await page()).body).toMatch(/Sold out/i), { timeout: 10_000 });
    await app.close();
  });
});

describe('the render limit per address', () => {
  it('refuses renders past PAGE_RENDERS_PER_MINUTE with 429 and a page a person can read; cached pages still go', async () => {
    const { app, database, clock } = await createTestApp({ PAGE_RENDERS_PER_MINUTE: '3' }, { webDir });
    await createProduct(database.db, { name: 'Limit Tee', category: 'overtees' });
    const from = (remoteAddress: string, url: string, accept = 'text/html') =>
      app.inject({ url, headers: { accept }, remoteAddress });
    const attacker = '198.51.100.40';
    expect((await from(attacker, paths.home)).statusCode).toBe(200);
    for (const url of [`${paths.products}?q=a`, '/made-up-1'])
      expect([200, 404]).toContain((await from(attacker, url)).statusCode);

    const refused = await from(attacker, `${paths.products}?q=b`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.body).toContain('<h1>Please wait a moment</h1>');
    expect(refused.body).toContain('Too many pages were asked for from your network');
    const asJson = await from(attacker, `${paths.products}?q=c`, 'application/json, text/plain, */*');
    expect(asJson.statusCode).toBe(429);
    expect(asJson.json().errorMessage).toMatch(/Too many pages/);

    // A page already rendered is a cache hit: not counted, not refused.
    expect((await from(attacker, paths.home)).statusCode).toBe(200);
    // Another address renders as usual.
    expect((await from('198.51.100.41', `${paths.products}?q=b`)).statusCode).toBe(200);
    // A minute later the address may render again.
    clock.advance(61_000);
    expect((await from(attacker, `${paths.products}?q=d`)).statusCode).toBe(200);
    await app.close();
  });
});
