import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productStock } from '#server/db/schema';
import { PRODUCT_NOT_FOUND_MESSAGE, productJsonSchema } from '#shared/catalog';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { archiveProduct, createProducts, invalidateCatalog } from '#tests/support/catalog-factories';

describe('GET /api/items/:id', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const [product] = await createProducts(db, 1, {
    name: 'Midnight Black Oversized Tee',
    price: 799,
    actualPrice: 1499,
    stock: { S: 0, M: 4, L: 9, XL: 2 },
  });
  const getItem = (id: string, headers: Record<string, string> = apiKeyHeader) =>
    app.inject({ url: `/api/items/${encodeURIComponent(id)}`, headers });

  it('answers the product in the shape of docs/architecture.md section 6, prices in rupees and images as URLs', async () => {
    const res = await getItem(product!.itemId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        '_id',
        'itemId',
        'name',
        'price',
        'actualPrice',
        'fabric',
        'category',
        'description',
        'washcare',
        'details',
        'specifications',
        'image',
        'image1',
        'image2',
        'image3',
        'size',
        'sizesInStock',
        'soldOut',
        'colour',
        'colours',
      ].sort(),
    );
    const item = productJsonSchema.parse(body);
    expect(item._id).toBe(product!.itemId);
    expect(item.itemId).toBe(product!.itemId);
    expect(item.name).toBe('Midnight Black Oversized Tee');
    expect(item.price).toBe(799);
    expect(item.actualPrice).toBe(1499);
    expect(item.image).toBe(`/images/${product!.imageId}.webp`);
    for (const url of [item.image, item.image1, item.image2, item.image3]) {
      expect(url).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    }
    expect(item.size).toEqual({ S: 0, M: 4, L: 9, XL: 2, XXL: 0, XXXL: 0 });
    expect(item.sizesInStock).toEqual(['M', 'L', 'XL']);
    expect(item.soldOut).toBe(false);
  });

  it('shows a stock change once the catalogue is invalidated', async () => {
    await db.update(productStock).set({ quantity: 7 }).where(eq(productStock.productId, product!.id));
    invalidateCatalog();
    const item = (await getItem(product!.itemId)).json();
    expect(item.size).toEqual({ S: 7, M: 7, L: 7, XL: 7, XXL: 7, XXXL: 7 });
  });

  it('answers 404 "Product not found" for an unknown id', async () => {
    for (const id of ['no-such-item', 'x'.repeat(200)]) {
      const res = await getItem(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: PRODUCT_NOT_FOUND_MESSAGE, code: 'not_found' });
    }
  });

  it('answers 404 for an archived product, even one read a moment before', async () => {
    const [gone] = await createProducts(db, 1);
    expect((await getItem(gone!.itemId)).statusCode).toBe(200);
    await archiveProduct(db, gone!.itemId);
    const res = await getItem(gone!.itemId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: PRODUCT_NOT_FOUND_MESSAGE, code: 'not_found' });
  });

  it('refuses a missing or wrong API key with 403', async () => {
    expect((await getItem(product!.itemId, {})).statusCode).toBe(403);
    expect((await getItem(product!.itemId, { 'x-api-key': 'wrong' })).statusCode).toBe(403);
  });

  it('answers 304 when If-None-Match holds the current ETag', async () => {
    const first = await getItem(product!.itemId);
    const etag = first.headers.etag as string;
    const weak = await getItem(product!.itemId, { ...apiKeyHeader, 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await getItem(product!.itemId, { ...apiKeyHeader, 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });
});
