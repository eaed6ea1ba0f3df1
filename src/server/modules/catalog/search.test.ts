import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { INVALID_PAGE_MESSAGE, productListSchema } from '#shared/catalog';
import {
  MAX_SEARCH_LENGTH,
  SEARCH_NOT_TEXT_MESSAGE,
  SEARCH_TOO_LONG_MESSAGE,
  searchApiUrl,
} from '#shared/search';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { archiveProduct, createProducts, invalidateCatalog } from '#tests/support/catalog-factories';
import { createProduct, type TestProduct } from '#tests/support/factories';

describe('GET /api/items/search', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  /** A product with its own fabric and description (the factory's are the same for all). */
  async function product(
    name: string,
    fields: { category?: string; fabric?: string; description?: string; createdAt?: Date } = {},
  ): Promise<TestProduct> {
    const created = await createProduct(db, { name, category: fields.category, createdAt: fields.createdAt });
    const text: Partial<typeof products.$inferInsert> = {};
    if (fields.fabric) text.fabric = fields.fabric;
    if (fields.description) text.description = fields.description;
    if (Object.keys(text).length > 0) await db.update(products).set(text).where(eq(products.id, created.id));
    return created;
  }

  const hoodie = await product('Midnight Pullover Hoodie', {
    category: 'hoodies',
    fabric: 'Brushed fleece, 320 GSM',
  });
  const plainHoodie = await product('Ember Kangaroo Pocket', { category: 'hoodies' });
  const sweatshirt = await product('Forest Crewneck Sweatshirt', { category: 'sweat shirt' });
  const linen = await product('Sandstone Tee', { description: 'Cut from slub khadi with a relaxed drape.' });
  // The exact name is the oldest, so only ranking can put it first.
  const exact = await product('Graphite Block Tee', { createdAt: new Date('2020-01-01') });
  const longer = await product('Graphite Block Tee Long Line Edition');
  const loose = await product('Block Print Graphite Tee');
  invalidateCatalog();

  const search = async (q: string | undefined, page?: number | string) => {
    const query = new URLSearchParams();
    if (q !== undefined) query.set('q', q);
    if (page !== undefined) query.set('page', String(page));
    const res = await app.inject({ url: `/api/items/search?${query}`, headers: apiKeyHeader });
    const items = res.statusCode === 200 ? productListSchema.parse(res.json()) : [];
    return { res, ids: items.map((item) => item.itemId), items };
  };

  it('finds by name, in the same card shape as the catalogue', async () => {
    const { res, ids, items } = await search('midnight');
    expect(res.statusCode).toBe(200);
    expect(ids).toEqual([hoodie.itemId]);
    expect(items[0]!.name).toBe('Midnight Pullover Hoodie');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('finds by fabric, by category and by description', async () => {
    expect((await search('fleece')).ids).toEqual([hoodie.itemId]);
    expect((await search('hoodies')).ids.sort()).toEqual([hoodie.itemId, plainHoodie.itemId].sort());
    expect((await search('khadi')).ids).toEqual([linen.itemId]);
  });

  it('ranks an exact name first, then the name that holds the words', async () => {
    const { ids } = await search('graphite block tee');
    expect(ids[0]).toBe(exact.itemId);
    expect(ids).toContain(longer.itemId);
    expect(ids).toContain(loose.itemId);
    expect((await search('  GRAPHITE   block TEE ')).ids[0]).toBe(exact.itemId);
  });

  it('ranks a name match above a newer description match', async () => {
    const named = await product('Khadi Relaxed Shirt Tee', { createdAt: new Date('2020-01-02') });
    invalidateCatalog();
    expect((await search('khadi')).ids).toEqual([named.itemId, linen.itemId]);
  });

  it('finds a product when one letter is wrong', async () => {
    expect((await search('midnight hoddie')).ids).toEqual([hoodie.itemId]);
    expect((await search('hoddie')).ids).toContain(hoodie.itemId);
    expect((await search('swetshirt')).ids).toEqual([sweatshirt.itemId]);
    expect((await search('midnihgt')).ids).toEqual([hoodie.itemId]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { res, ids } = await search('xylophone');
    expect(res.statusCode).toBe(200);
    expect(ids).toEqual([]);
  });

  it('pages by 8, with a short last page and an empty page past the end', async () => {
    const many = await createProducts(db, 19, { namePrefix: 'Zephyr Drop Tee' });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search('zephyr', page)));
    expect(pages.map(({ ids }) => ids.length)).toEqual([8, 8, 3, 0]);
    expect(new Set(pages.flatMap(({ ids }) => ids))).toEqual(new Set(many.map((p) => p.itemId)));
    expect((await search('zephyr', 'x')).res.json()).toEqual({ errorMessage: INVALID_PAGE_MESSAGE });
  });

  it('an empty query answers like the catalogue', async () => {
    for (const q of [undefined, '', '   ']) {
      for (const page of [1, 2]) {
        const catalogue = await app.inject({ url: `/get-items?page=${page}`, headers: apiKeyHeader });
        const { res } = await search(q, page);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(catalogue.body);
      }
    }
  });

  it('never shows an archived product', async () => {
    const gone = await product('Quokka Archive Hoodie');
    invalidateCatalog();
    expect((await search('quokka')).ids).toEqual([gone.itemId]);
    await archiveProduct(db, gone.itemId);
    expect((await search('quokka')).ids).toEqual([]);
    expect((await search('qokka')).ids).toEqual([]);
  });

  it.each([
    '%',
    '_',
    '%%%',
    'tee%',
    '_ee',
    "'",
    '"',
    "o'brien",
    '"midnight',
    "'; drop table products; --",
    '\\',
    '!!!',
    '-midnight',
    'midnight | hoodie & !tee',
    'or',
    '(',
    ':*',
    'a'.repeat(MAX_SEARCH_LENGTH),
    '🧥 hoodie',
  ])('treats %j as text', async (q) => {
    const { res } = await search(q);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('does not read % and _ as wildcards', async () => {
    expect((await search('%')).ids).toEqual([]);
    expect((await search('_')).ids).toEqual([]);
  });

  it(`refuses words longer than ${MAX_SEARCH_LENGTH} characters with 400`, async () => {
    for (const q of ['a'.repeat(MAX_SEARCH_LENGTH + 1), 'hoodie '.repeat(143)]) {
      const { res } = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: SEARCH_TOO_LONG_MESSAGE });
    }
  });

  it('refuses a NUL character and a repeated q with 400', async () => {
    const nul = await app.inject({ url: '/api/items/search?q=hood%00ie', headers: apiKeyHeader });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ errorMessage: 'Text must not contain the NUL character.' });
    const twice = await app.inject({ url: '/api/items/search?q=a&q=b', headers: apiKeyHeader });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ errorMessage: SEARCH_NOT_TEXT_MESSAGE });
  });

  it('refuses a missing or wrong API key with 403', async () => {
    for (const headers of [{}, { 'x-api-key': 'wrong' }]) {
      const res = await app.inject({ url: '/api/items/search?q=midnight', headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 304 to a client that holds the current results', async () => {
    const url = searchApiUrl('midnight', 1);
    const first = await app.inject({ url, headers: apiKeyHeader });
    const again = await app.inject({
      url,
      headers: { ...apiKeyHeader, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
