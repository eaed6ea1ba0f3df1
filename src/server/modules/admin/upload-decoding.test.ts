import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images, products } from '#server/db/schema';
import { ADMIN_MESSAGES } from '#shared/admin';
import { headersFor, uploadPayload, webpDataUrl } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, garbageWebp } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';
import { imageIdOf } from '../images/store-image';

/** A small photo-like picture encoded by sharp, as an admin's export would be. */
async function sharpWebp(width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + Math.floor(i / 7)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 70 })
    .toBuffer();
}

describe(`uploaded images must decode as WebP (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const call = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: headersFor(admin), payload });

  it('refuses WebP magic bytes followed by garbage with 400 and a clear message, storing nothing', async () => {
    const garbage = garbageWebp(2048);
    const [productsBefore, imagesBefore] = [await db.$count(products), await db.$count(images)];
    const res = await call('POST', '/api/admins/upload', uploadPayload({ image2: webpDataUrl(garbage) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: ADMIN_MESSAGES.imageUndecodable, code: 'invalid_image' });
    expect(await db.$count(products)).toBe(productsBefore);
    expect(await db.$count(images)).toBe(imagesBefore);
  });

  it('refuses the same garbage as a replacement image and leaves the product as it was', async () => {
    const product = await createProduct(db);
    const res = await call('PATCH', '/api/admins/update-item', {
      itemId: product.itemId,
      name: 'Renamed',
      image: webpDataUrl(garbageWebp(512)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(ADMIN_MESSAGES.imageUndecodable);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: product.name, imageId: product.imageId });
  });

  it('accepts a real WebP made with sharp, stored re-encoded at its size and named by the stored bytes', async () => {
    const photo = await sharpWebp();
    const res = await call('POST', '/api/admins/upload', uploadPayload({ image: webpDataUrl(photo) }));
    expect(res.statusCode).toBe(201);
    const id = /^\/images\/([0-9a-f]{64})\.webp$/.exec(res.json().image)![1]!;
    const [stored] = await db.select().from(images).where(eq(images.id, id));
    expect(imageIdOf(stored!.bytes)).toBe(id);
    expect(await sharp(stored!.bytes).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('refuses a tiny file claiming a canvas over 4096 x 4096 pixels before decoding it', async () => {
    const huge = await sharp({
      create: { width: 4100, height: 4100, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(huge.length).toBeLessThan(102400);
    const res = await call('POST', '/api/admins/upload', uploadPayload({ image3: webpDataUrl(huge) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(ADMIN_MESSAGES.imageUndecodable);
  });
});
