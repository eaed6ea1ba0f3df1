/**
 * Filters and sorting of the catalogue and search, and the counts beside them (docs/product.md
 * section 2, "Filters and sorting"), through HTTP against a real database.
 */
import { describe, expect, it } from 'vitest';
import { productListSchema } from '#shared/catalog';
import {
  type CatalogFacets,
  FILTER_PRICE_MESSAGE,
  FILTER_PRICE_ORDER_MESSAGE,
  FILTER_SIZE_MESSAGE,
  FILTER_SORT_MESSAGE,
} from '#shared/catalog-filters';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { invalidateCatalog } from '#tests/support/catalog-factories';
import { createProduct } from '#tests/support/factories';

describe('catalogue filters, sorting and counts', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Six products, oldest first; the names say price and the sizes in stock.
  const teeCheapS = await createProduct(db, {
    name: 'Plain tee 799',
    category: 'overtees',
    price: 799,
    stock: { S: 3 },
    createdAt: day(1),
  });
  const teeM = await createProduct(db, {
    name: 'Plain tee 999.50',
    category: 'overtees',
    price: 999.5,
    stock: { M: 2, L: 1 },
    createdAt: day(2),
  });
  const teeSoldOut = await createProduct(db, {
    name: 'Plain tee 1200 sold out',
    category: 'overtees',
    price: 1200,
    stock: {},
    createdAt: day(3),
  });
  const teeXxl = await createProduct(db, {
    name: 'Plain tee 1500',
    category: 'overtees',
    price: 1500,
    stock: { XXL: 4, M: 0 },
    createdAt: day(4),
  });
  const hoodieM = await createProduct(db, {
    name: 'Plain hoodie 1899',
    category: 'hoodies',
    price: 1899,
    stock: { M: 5 },
    createdAt: day(5),
  });
  const hoodieDear = await createProduct(db, {
    name: 'Plain hoodie 2400',
    category: 'hoodies',
    price: 2400,
    stock: { S: 1, XXL: 1 },
    createdAt: day(6),
  });
  invalidateCatalog();

  const ids = async (url: string) => {
    const res = await app.inject({ url, headers: apiKeyHeader });
    expect(res.statusCode, res.body).toBe(200);
    return productListSchema.parse(res.json()).map((p) => p.itemId);
  };
  const facets = async (query: string) => {
    const res = await app.inject({ url: `/api/items/facets?${query}`, headers: apiKeyHeader });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CatalogFacets;
  };

  it('lists only products with a chosen size in stock (any of several)', async () => {
    expect(await ids('/get-items?category=overtees&size=M')).toEqual([teeM.itemId]);
    // XXL or S: the sold-out tee and the M-only tee are left out; newest first.
    expect(await ids('/get-items?category=overtees&size=XXL,S')).toEqual([teeXxl.itemId, teeCheapS.itemId]);
    // Lower case and any order read the same.
    expect(await ids('/get-items?size=s,xxl')).toEqual([hoodieDear.itemId, teeXxl.itemId, teeCheapS.itemId]);
  });

  it('keeps prices within the range, both ends included, in whole rupees', async () => {
    // "Under ₹1,000" is up to ₹999: ₹999.50 is under ₹1,000 too.
    expect(await ids('/get-items?category=overtees&max=999')).toEqual([teeM.itemId, teeCheapS.itemId]);
    expect(await ids('/get-items?category=overtees&min=1000&max=1499')).toEqual([teeSoldOut.itemId]);
    expect(await ids('/get-items?min=1500&max=1899')).toEqual([hoodieM.itemId, teeXxl.itemId]);
    expect(await ids('/get-items?min=2000')).toEqual([hoodieDear.itemId]);
  });

  it('sorts by price either way, newest first among equal prices, across pages', async () => {
    expect(await ids('/get-items?category=overtees&sort=price_asc')).toEqual([
      teeCheapS.itemId,
      teeM.itemId,
      teeSoldOut.itemId,
      teeXxl.itemId,
    ]);
    expect(await ids('/get-items?sort=price_desc&page=1')).toEqual([
      hoodieDear.itemId,
      hoodieM.itemId,
      teeXxl.itemId,
      teeSoldOut.itemId,
      teeM.itemId,
      teeCheapS.itemId,
    ]);
    expect(await ids('/get-items?sort=newest')).toEqual(await ids('/get-items'));
    expect(await ids('/get-items?sort=price_desc&page=2')).toEqual([]);
  });

  it('filters and sorts search results, and narrows them to a category', async () => {
    expect(await ids('/api/items/search?q=plain&size=XXL&sort=price_asc')).toEqual([
      teeXxl.itemId,
      hoodieDear.itemId,
    ]);
    expect(await ids('/api/items/search?q=plain&category=hoodies&max=1999')).toEqual([hoodieM.itemId]);
    // Empty words answer the catalogue, with the same filters.
    expect(await ids('/api/items/search?q=&size=M&sort=price_desc')).toEqual([hoodieM.itemId, teeM.itemId]);
  });

  it('counts each choice with the other filters applied and its own left out', async () => {
    // Tees with M in stock: one (teeM). Sizes are counted within overtees at any price.
    const f = await facets('category=overtees&size=M');
    expect(f.total).toBe(1);
    expect(Object.fromEntries(f.sizes.map((s) => [s.size, s.count]))).toEqual({
      S: 1,
      M: 1,
      L: 1,
      XL: 0,
      XXL: 1,
      XXXL: 0,
    });
    // Categories keep the size: M in stock among hoodies is hoodieM.
    expect(f.categories).toEqual([
      { category: 'overtees', count: 1 },
      { category: 'hoodies', count: 1 },
      { category: 'sweat shirt', count: 0 },
    ]);
    // Price bands keep category and size: the M tee costs ₹999.50, under ₹1,000.
    expect(f.prices).toEqual([
      { max: 999, count: 1 },
      { min: 1000, max: 1499, count: 0 },
      { min: 1500, max: 1999, count: 0 },
      { min: 2000, count: 0 },
    ]);
  });

  it('counts a search and its price range; the order never changes a count', async () => {
    const f = await facets('q=plain&min=1500');
    expect(f.total).toBe(3);
    expect(f.categories.map((c) => c.count)).toEqual([1, 2, 0]);
    expect(f.sizes.find((s) => s.size === 'XXL')!.count).toBe(2);
    // All six match "plain" at any price; the sold-out tee counts in its band but has no size.
    expect(f.prices.map((p) => p.count)).toEqual([2, 1, 2, 1]);
    const sorted = await app.inject({
      url: '/api/items/facets?q=plain&min=1500&sort=price_asc',
      headers: apiKeyHeader,
    });
    expect(sorted.json()).toEqual(f);
  });

  it('answers the same bytes for the same filters in any order of parameters', async () => {
    const a = await app.inject({ url: '/get-items?size=M,L&min=500&sort=price_asc', headers: apiKeyHeader });
    const b = await app.inject({ url: '/get-items?sort=price_asc&min=500&size=L,M', headers: apiKeyHeader });
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
  });

  it.each([
    ['size=M,Q', FILTER_SIZE_MESSAGE],
    ['size=,', FILTER_SIZE_MESSAGE],
    ['min=-1', FILTER_PRICE_MESSAGE],
    ['max=12.5', FILTER_PRICE_MESSAGE],
    ['max=1000001', FILTER_PRICE_MESSAGE],
    ['min=abc', FILTER_PRICE_MESSAGE],
    ['min=1500&max=1000', FILTER_PRICE_ORDER_MESSAGE],
    ['sort=cheapest', FILTER_SORT_MESSAGE],
  ])('refuses %s with 400 and its message, on every list', async (query, message) => {
    for (const path of ['/get-items', '/api/items/search', '/api/items/facets']) {
      const res = await app.inject({ url: `${path}?${query}`, headers: apiKeyHeader });
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
  });
});
