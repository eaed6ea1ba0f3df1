import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '#shared/catalog';
import { CATEGORIES, MAX_IMAGE_BYTES, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '#shared/constants';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { images, productStock, products } from '../schema';
import { seedDemoCatalog } from './seed-demo';

describe('the demo catalogue', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const first = await seedDemoCatalog(db);
  console.info(`demo seed: ${first.seeded} products in ${first.ms} ms`);

  it('has at least 8 products in each category, with realistic fields', async () => {
    const rows = await db.select().from(products);
    for (const category of CATEGORIES) {
      expect(rows.filter((row) => row.category === category).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(rows.map((row) => row.itemId)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.itemId).toMatch(/^[a-z0-9-]+$/);
      expect(row.actualPricePaise).toBeGreaterThan(row.pricePaise);
      expect(row.name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
      expect(row.fabric.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
      for (const text of [row.description, row.washcare, row.details, row.specifications]) {
        expect(text.length).toBeGreaterThan(20);
        expect(text.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      }
    }
  });

  it('gives each product 4 distinct real WebP images under 100 KB', async () => {
    const rows = await db.select().from(products);
    const stored = await db.select().from(images);
    const byId = new Map(stored.map((image) => [image.id, image]));
    for (const row of rows) {
      const ids = [row.imageId, row.image1Id, row.image2Id, row.image3Id];
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) {
        const image = byId.get(id)!;
        expect(image.mimeType).toBe('image/webp');
        expect(image.byteSize).toBeLessThan(MAX_IMAGE_BYTES);
        expect(image.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
        expect(image.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      }
    }
    const meta = await sharp(byId.get(rows[0]!.imageId)!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 750 });
  });

  it('has varied stock, with some sizes sold out', async () => {
    const stock = await db.select().from(productStock);
    const zero = stock.filter((row) => row.quantity === 0).length;
    expect(zero).toBeGreaterThan(0);
    expect(zero).toBeLessThan(stock.length / 3);
    expect(new Set(stock.map((row) => row.quantity)).size).toBeGreaterThan(5);
  });

  it('serves every page of 8 in under 10 KB of JSON', async () => {
    const queries = ['', ...CATEGORIES.map((category) => `&category=${encodeURIComponent(category)}`)];
    for (const query of queries) {
      for (let page = 1; ; page++) {
        const res = await app.inject({ url: `/get-items?page=${page}${query}`, headers: apiKeyHeader });
        const items = productListSchema.parse(res.json());
        if (items.length === 0) break;
        // 10 KB read strictly, as 10,000 bytes.
        expect(Buffer.byteLength(res.body), `page ${page}${query}`).toBeLessThan(10_000);
      }
    }
  });

  it('does not seed again into a shop that has products, even archived ones', async () => {
    expect((await seedDemoCatalog(db)).seeded).toBe(0);
    await db.update(products).set({ archivedAt: new Date() });
    expect((await seedDemoCatalog(db)).seeded).toBe(0);
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.category, 'overtees'));
    expect(row!.n).toBe(10);
  });
});
