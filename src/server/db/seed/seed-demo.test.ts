import { readdirSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '#shared/catalog';
import { CATEGORIES, MAX_IMAGE_BYTES, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '#shared/constants';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { images, productStock, products } from '../schema';
import { committedPhotos, demoDrawings, demoPhotoName } from './demo-images';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_VIEWS, garmentSvg } from './garment-svg';
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

  it('groups the products into styles of 2 to 5 colours, each in its own colour and family, some sold out', async () => {
    const rows = await db.select().from(products);
    const byStyle = new Map<number | null, typeof rows>();
    for (const row of rows) byStyle.set(row.styleId, [...(byStyle.get(row.styleId) ?? []), row]);
    expect(byStyle.has(null)).toBe(false);
    expect(byStyle.size).toBeGreaterThanOrEqual(8 * CATEGORIES.length);
    for (const [styleId, colours] of byStyle) {
      expect(colours.length, `style ${styleId}`).toBeGreaterThanOrEqual(2);
      expect(colours.length, `style ${styleId}`).toBeLessThanOrEqual(5);
      expect(new Set(colours.map((row) => row.colourName)).size).toBe(colours.length);
      expect(colours.map((row) => row.stylePosition).sort()).toEqual(colours.map((_, i) => i));
      expect(new Set(colours.map((row) => row.category)).size).toBe(1);
    }
    for (const row of rows) {
      const demo = DEMO_PRODUCTS.find((product) => product.name === row.name)!;
      expect([row.colourHex, row.colourFamily]).toEqual([demo.colour, demo.family]);
    }
    // Black in several cuts, so a search for "black hoodie" has something to find.
    const blackHoodies = rows.filter((row) => row.category === 'hoodies' && row.colourFamily === 'black');
    expect(blackHoodies.length).toBeGreaterThanOrEqual(3);
    const soldOut = await db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`not exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${productStock.quantity} > 0)`,
      );
    expect(soldOut.length).toBeGreaterThan(0);
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

  it('photographs plain garments: no lettering, a real range of tones, the product in its own colour', async () => {
    for (const product of DEMO_PRODUCTS) {
      for (const view of DEMO_VIEWS) {
        const svg = garmentSvg({ garment: product.garment, colour: product.colour }, view);
        expect(svg, `${product.name}, ${view}`).not.toMatch(/<text|<tspan|font-family/);
      }
    }
    const rows = await db.select().from(products);
    const stored = new Map((await db.select().from(images)).map((image) => [image.id, image.bytes]));
    for (const row of rows) {
      const demo = DEMO_PRODUCTS.find((product) => product.name === row.name)!;
      const { data, info } = await sharp(stored.get(row.imageId)!)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * 3;
        return [data[at]!, data[at + 1]!, data[at + 2]!] as const;
      };
      // A photo has light and shade (a flat fill has none), changing smoothly from pixel to
      // pixel (noise and lettering change sharply).
      const luma = (x: number, y: number) => {
        const [r, g, b] = pixel(x, y);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const samples: number[] = [];
      let roughness = 0;
      for (let y = 0; y < info.height; y += 5) {
        for (let x = 0; x < info.width - 1; x += 5) {
          samples.push(luma(x, y));
          roughness += Math.abs(luma(x + 1, y) - luma(x, y));
        }
      }
      const mean = samples.reduce((sum, v) => sum + v, 0) / samples.length;
      const spread = Math.sqrt(samples.reduce((sum, v) => sum + (v - mean) ** 2, 0) / samples.length);
      expect(spread, row.name).toBeGreaterThan(8);
      expect(roughness / samples.length, row.name).toBeLessThan(4);
      // The chest is the product's colour, give or take the light on it.
      const chest = [0, 1, 2].map((channel) => {
        let sum = 0;
        for (let y = 410; y < 440; y++) for (let x = 285; x < 315; x++) sum += pixel(x, y)[channel]!;
        return sum / 900;
      });
      const target = [1, 3, 5].map((i) => Number.parseInt(demo.colour.slice(i, i + 2), 16));
      expect(Math.hypot(...chest.map((v, i) => v - target[i]!)), row.name).toBeLessThan(45);
      // The backdrop is a neutral paper, not a coloured panel.
      const [r, g, b] = pixel(8, 8);
      expect(Math.max(r, g, b) - Math.min(r, g, b), row.name).toBeLessThan(30);
    }
  });

  it('has varied stock, with some sizes sold out', async () => {
    const stock = await db.select().from(productStock);
    const zero = stock.filter((row) => row.quantity === 0).length;
    expect(zero).toBeGreaterThan(0);
    expect(zero).toBeLessThan(stock.length / 3);
    expect(new Set(stock.map((row) => row.quantity)).size).toBeGreaterThan(5);
  });

  it('leaves only a few products low in stock (a size at or under the default threshold of 3)', async () => {
    const stock = await db.select().from(productStock);
    const products = new Set(stock.map((row) => row.productId));
    const low = new Set(stock.filter((row) => row.quantity <= 3).map((row) => row.productId));
    expect(low.size).toBeGreaterThan(0);
    expect(low.size).toBeLessThanOrEqual(products.size / 4);
  });

  // Each product lists its style's colours (docs/decisions/037-colours-as-items.md), about 170
  // bytes a colour: a page of eight styles of two to five colours grew from under 10 KB to 16.
  it('serves every page of 8 in under 16 KB of JSON', async () => {
    const queries = ['', ...CATEGORIES.map((category) => `&category=${encodeURIComponent(category)}`)];
    for (const query of queries) {
      for (let page = 1; ; page++) {
        const res = await app.inject({ url: `/get-items?page=${page}${query}`, headers: apiKeyHeader });
        const items = productListSchema.parse(res.json());
        if (items.length === 0) break;
        // 16 KB read strictly, as 16,000 bytes.
        expect(Buffer.byteLength(res.body), `page ${page}${query}`).toBeLessThan(16_000);
      }
    }
  });

  it('does not seed again into a shop that has products, even archived ones', async () => {
    expect((await seedDemoCatalog(db)).seeded).toBe(0);
    await db.update(products).set({ archivedAt: new Date() });
    expect((await seedDemoCatalog(db)).seeded).toBe(0);
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.category, 'overtees'));
    expect(row!.n).toBe(DEMO_PRODUCTS.filter((product) => product.category === 'overtees').length);
  });
});

describe('the demo photos kept in the repository', () => {
  it('hold every drawing of the demo catalogue and nothing else (npm run demo-photos writes them)', () => {
    const wanted = new Set(DEMO_PRODUCTS.flatMap(demoDrawings).map(demoPhotoName));
    const kept = new Set(readdirSync(committedPhotos));
    expect(
      [...wanted].filter((name) => !kept.has(name)),
      'missing: run npm run demo-photos',
    ).toEqual([]);
    expect(
      [...kept].filter((name) => !wanted.has(name)),
      'unused: run npm run demo-photos',
    ).toEqual([]);
  });
});
