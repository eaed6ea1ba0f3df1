import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INVALID_PAGE_MESSAGE, productListSchema } from '#shared/catalog';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { archiveProduct, createProducts } from '#tests/support/catalog-factories';

describe('GET /get-items', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  // 10 tees, then 9 newer hoodies: 19 live products, newest first = hoodies 9..1, tees 10..1.
  const tees = await createProducts(db, 10, {
    category: 'overtees',
    namePrefix: 'Tee',
    startAt: new Date('2026-01-01'),
  });
  const hoodies = await createProducts(db, 9, {
    category: 'hoodies',
    namePrefix: 'Hoodie',
    startAt: new Date('2026-02-01'),
  });
  const newestFirst = [...hoodies, ...tees].map((p) => p.itemId);

  const getItems = async (query = '') => {
    const res = await app.inject({ url: `/get-items${query}`, headers: apiKeyHeader });
    return { res, items: res.statusCode === 200 ? productListSchema.parse(res.json()) : [] };
  };
  // A list checked for what it holds (or that it is empty) must have been answered, not refused.
  const listed = async (query: string) => {
    const { res, items } = await getItems(query);
    expect(res.statusCode, query).toBe(200);
    return items;
  };

  it('pages 8 at a time, newest first, with a short last page and an empty page past the end', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => getItems(`?page=${page}`)));
    expect(pages.map(({ items }) => items.length)).toEqual([8, 8, 3, 0]);
    expect(pages.flatMap(({ items }) => items.map((item) => item.itemId))).toEqual(newestFirst);
    expect(pages[3]!.res.json()).toEqual([]);
  });

  it('answers page 1 when no page is given (or it is empty)', async () => {
    const first = await listed('?page=1');
    expect(first.map((i) => i.itemId)).toEqual(newestFirst.slice(0, 8));
    expect(await listed('')).toEqual(first);
    expect(await listed('?page=')).toEqual(first);
  });

  it('filters by category, and an unknown category is an empty list', async () => {
    const page1 = await getItems('?page=1&category=hoodies');
    const page2 = await getItems('?page=2&category=hoodies');
    expect(page1.items.map((i) => i.itemId)).toEqual(hoodies.slice(0, 8).map((p) => p.itemId));
    expect(page2.items.map((i) => i.itemId)).toEqual([hoodies[8]!.itemId]);
    const overtees = await listed('?category=overtees');
    expect(overtees.map((i) => i.itemId)).toEqual(tees.slice(0, 8).map((p) => p.itemId));
    expect(overtees.every((i) => i.category === 'overtees')).toBe(true);
    expect(await listed('?category=sweat%20shirt')).toEqual([]);
    expect(await listed('?category=jeans')).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '01', '1e3', '99999999999'])('refuses page=%s with 400', async (page) => {
    const { res } = await getItems(`?page=${encodeURIComponent(page)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: INVALID_PAGE_MESSAGE, code: 'validation' });
  });

  it('never lists an archived product', async () => {
    const [gone] = await createProducts(db, 1, { category: 'sweat shirt', startAt: new Date('2026-03-01') });
    expect((await listed('?category=sweat%20shirt')).map((i) => i.itemId)).toEqual([gone!.itemId]);
    await archiveProduct(db, gone!.itemId);
    expect(await listed('?category=sweat%20shirt')).toEqual([]);
    expect((await listed('')).map((i) => i.itemId)).toEqual(newestFirst.slice(0, 8));
  });

  it('refuses a missing or wrong API key with 403', async () => {
    const missing = await app.inject({ url: '/get-items' });
    const wrong = await app.inject({ url: '/get-items', headers: { 'x-api-key': 'nope' } });
    for (const res of [missing, wrong]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorMessage: 'A valid API key is required.', code: 'invalid_api_key' });
    }
  });

  it('answers 304 to a client that already holds the current page', async () => {
    const { res } = await getItems('?page=2');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/get-items?page=2',
      headers: { ...apiKeyHeader, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await app.inject({
      url: '/get-items?page=1',
      headers: { ...apiKeyHeader, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });
  it('compresses a page for a client that accepts it, with the same bytes inside and Vary set', async () => {
    const plain = await app.inject({ url: '/get-items?page=1', headers: apiKeyHeader });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await app.inject({
      url: '/get-items?page=1',
      headers: { ...apiKeyHeader, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      url: '/get-items?page=1',
      headers: { ...apiKeyHeader, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('GET /get-items without a configured API key', async () => {
  const { app } = await createTestApp({ NODE_ENV: 'production', API_KEY: '' });

  it('lets any client read the catalogue', async () => {
    const res = await app.inject({ url: '/get-items' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
