import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariants } from '#server/db/schema';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantUrl, UNKNOWN_VARIANT_MESSAGE } from '#shared/images';
import { headersFor, uploadPayload, webpDataUrl } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, fakeWebp } from '#tests/support/factories';
import { storeImage } from './store-image';

/** A real photo-like WebP `width` px wide, 4:5, distinct per seed. */
function photo(width: number, seed: number): Promise<Buffer> {
  const height = Math.round((width * 5) / 4);
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();
}

const idOf = (url: string) => /\/images\/([0-9a-f]{64})\.webp$/.exec(url)![1]!;

describe('image variants', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const [wide, narrow, small] = await Promise.all([photo(1000, 1), photo(300, 2), photo(200, 3)]);

  it('an upload makes every width in AVIF and WebP, none wider than the original', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admins/upload',
      headers: headersFor(admin),
      payload: uploadPayload({ image: webpDataUrl(wide!), image1: webpDataUrl(narrow!) }),
    });
    expect(res.statusCode).toBe(201);
    const product = res.json() as { image: string; image1: string };
    const stored = await db.select().from(imageVariants);
    for (const [url, originalWidth] of [
      [product.image, 1000],
      [product.image1, 300],
    ] as const) {
      const id = idOf(url);
      for (const width of IMAGE_WIDTHS) {
        for (const format of IMAGE_FORMATS) {
          const row = stored.find((v) => v.sourceId === id && v.width === width && v.format === format);
          expect(row, `${width} ${format}`).toBeDefined();
          const meta = await sharp(row!.bytes).metadata();
          expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
          if (format === 'avif') expect(meta.compression).toBe('av1');
          expect(meta.width).toBe(Math.min(width, originalWidth));
        }
      }
    }
  });

  it('a product edit makes the variants of a new photo', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admins/upload',
      headers: headersFor(admin),
      payload: uploadPayload(),
    });
    const { itemId } = created.json() as { itemId: string };
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId, image2: webpDataUrl(small!) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = idOf((res.json() as { image2: string }).image2);
    const rows = (await db.select().from(imageVariants)).filter((v) => v.sourceId === id);
    expect(rows).toHaveLength(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
  });

  it('serves a variant with its type, immutable caching and an ETag, and 304 on If-None-Match', async () => {
    const id = await storeImage(db, wide!, 'image/webp');
    for (const format of IMAGE_FORMATS) {
      const url = imageVariantUrl(id, 480, format);
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBe(`"${id}-480.${format}"`);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
      const again = await app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('makes a stored photo without variants (a seeded one) on its first request, once', async () => {
    const seeded = await storeImage(db, await sharp(narrow!).webp({ quality: 81 }).toBuffer(), 'image/webp');
    const url = imageVariantUrl(seeded, 750, 'avif');
    const [a, b] = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    // Never wider than the 300 px original.
    expect((await sharp(a.rawPayload).metadata()).width).toBe(300);
    const rows = (await db.select().from(imageVariants)).filter((v) => v.sourceId === seeded);
    expect(rows.map((r) => `${r.width}.${r.format}`)).toEqual(['750.avif']);
  });

  it('answers 404 with a clear message for a width or format the server does not make', async () => {
    const id = await storeImage(db, fakeWebp(512), 'image/webp');
    for (const name of [`${id}-500.avif`, `${id}-480.png`, `${id}-480.jpeg`, `${id}-0.webp`]) {
      const res = await app.inject({ url: `/images/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: UNKNOWN_VARIANT_MESSAGE, code: 'not_found' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
    const unknown = await app.inject({ url: imageVariantUrl('0'.repeat(64), 480, 'avif') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorMessage: 'Image not found', code: 'not_found' });
    expect(unknown.headers['cache-control']).toBeUndefined();
  });
});
