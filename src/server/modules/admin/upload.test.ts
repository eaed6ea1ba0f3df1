import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents, images, products } from '#server/db/schema';
import { ADMIN_MESSAGES } from '#shared/admin';
import { productJsonSchema } from '#shared/catalog';
import { headersFor, uploadPayload, WEBP_PREFIX, webpDataUrl } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createAdmin, fakeWebp } from '#tests/support/factories';
import { imageIdOf } from '../images/store-image';

describe('POST /api/admins/upload', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);

  const upload = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/admins/upload', headers: headersFor(admin), payload });
  const refused = async (payload: Record<string, unknown>, status = 400) => {
    const before = await db.$count(products);
    const res = await upload(payload);
    expect(res.statusCode).toBe(status);
    // Nothing is written for a refused upload.
    expect(await db.$count(products)).toBe(before);
    return (res.json() as { errorMessage: string }).errorMessage;
  };

  it('stores the product, its images by sha-256 and its stock, and answers 201 with the product', async () => {
    const main = fakeWebp(2048);
    const res = await upload(uploadPayload({ image: webpDataUrl(main) }));
    expect(res.statusCode).toBe(201);
    const product = productJsonSchema.parse(res.json());
    expect(product).toMatchObject({
      name: 'Midnight Oversized Tee',
      price: 999,
      actualPrice: 1499,
      category: 'overtees',
      size: { S: 1, M: 2, L: 3, XL: 4, XXL: 5, XXXL: 6 },
    });
    expect(product.itemId).toMatch(/^midnight-oversized-tee-[a-z0-9]{8}$/);
    expect(product._id).toBe(product.itemId);
    const served = await app.inject({ url: product.image });
    expect(served.statusCode).toBe(200);
    // Stored as re-encoded, named by the sha-256 of what is stored (the upload's padding is gone).
    const id = imageIdOf(served.rawPayload);
    expect(product.image).toBe(`/images/${id}.webp`);
    expect(served.rawPayload.length).toBeLessThan(main.length);
    const [stored] = await db.select().from(images).where(eq(images.id, id));
    expect(stored).toMatchObject({ mimeType: 'image/webp', byteSize: served.rawPayload.length });
    const events = await db.select().from(adminEvents).where(eq(adminEvents.adminId, admin.id));
    expect(events.map((e) => e.type)).toContain('product.uploaded');
  });

  it('gives every upload a fresh item id, even with the same name', async () => {
    const first = (await upload(uploadPayload())).json();
    const second = (await upload(uploadPayload())).json();
    expect(first.itemId).not.toBe(second.itemId);
  });

  it('shows the new product in the public catalogue at once', async () => {
    const warm = await app.inject({ url: '/get-items?category=hoodies', headers: apiKeyHeader });
    expect(warm.json()).toEqual([]);
    const created = (await upload(uploadPayload({ category: 'hoodies', name: 'Fresh Hoodie' }))).json();
    const after = await app.inject({ url: '/get-items?category=hoodies', headers: apiKeyHeader });
    expect(after.json().map((p: { itemId: string }) => p.itemId)).toEqual([created.itemId]);
  });

  it('defaults the category to overtees and missing stock counts to 0', async () => {
    const payload = uploadPayload();
    delete payload.category;
    delete payload.size;
    const res = await upload({ ...payload, S: 7 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'overtees', size: { S: 7, M: 0, XXXL: 0 } });
  });

  it.each([
    [{ name: '' }, ADMIN_MESSAGES.nameRequired],
    [{ name: '   ' }, ADMIN_MESSAGES.nameRequired],
    [{ name: undefined }, ADMIN_MESSAGES.nameRequired],
    [{ actualPrice: 0 }, ADMIN_MESSAGES.actualPriceZero],
    [{ price: 0 }, ADMIN_MESSAGES.offerPriceZero],
    [{ price: -5 }, ADMIN_MESSAGES.offerPriceZero],
    [{ price: '999' }, ADMIN_MESSAGES.offerPriceZero],
    [{ fabric: '' }, ADMIN_MESSAGES.fabricEmpty],
    [{ price: 10.555 }, 'Offer price can have at most two decimal places.'],
    [{ actualPrice: 2_000_000 }, 'Actual price can be at most 1000000.'],
    [{ name: 'n'.repeat(201) }, 'Name can be at most 200 characters.'],
    [{ fabric: 'f'.repeat(201) }, 'Fabric can be at most 200 characters.'],
    [{ description: '' }, 'Description is required'],
    [{ washcare: '' }, 'Wash care is required'],
    [{ details: '' }, 'Details are required'],
    [{ specifications: '' }, 'Specifications are required'],
    [{ description: 'd'.repeat(301) }, 'Description can be at most 300 characters.'],
    [{ washcare: 'w'.repeat(301) }, 'Wash care can be at most 300 characters.'],
    [{ details: 'x'.repeat(301) }, 'Details can be at most 300 characters.'],
    [{ specifications: 's'.repeat(301) }, 'Specifications can be at most 300 characters.'],
    [{ category: 'jeans' }, ADMIN_MESSAGES.categoryInvalid],
    [{ size: { S: -1 } }, ADMIN_MESSAGES.stockInvalid],
    [{ size: { M: 1.5 } }, ADMIN_MESSAGES.stockInvalid],
    [{ size: { L: '3' } }, ADMIN_MESSAGES.stockInvalid],
    [{ image3: undefined }, ADMIN_MESSAGES.imageMissing],
    [{ image1: '' }, ADMIN_MESSAGES.imageMissing],
  ])('refuses %j with "%s"', async (override, message) => {
    expect(await refused(uploadPayload(override))).toBe(message);
  });

  it('accepts exactly 200 and 300 characters', async () => {
    const res = await upload(
      uploadPayload({
        name: 'n'.repeat(200),
        fabric: 'f'.repeat(200),
        description: 'd'.repeat(300),
        washcare: 'w'.repeat(300),
        details: 'x'.repeat(300),
        specifications: 's'.repeat(300),
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses an image not labelled as WebP', async () => {
    const png = `data:image/png;base64,${fakeWebp().toString('base64')}`;
    expect(await refused(uploadPayload({ image: png }))).toBe(ADMIN_MESSAGES.onlyWebp);
    expect(await refused(uploadPayload({ image: 'https://example.com/a.webp' }))).toBe(
      ADMIN_MESSAGES.onlyWebp,
    );
  });

  it('refuses a PNG labelled as WebP by its bytes', async () => {
    const pngBytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    expect(await refused(uploadPayload({ image2: `${WEBP_PREFIX}${pngBytes.toString('base64')}` }))).toBe(
      ADMIN_MESSAGES.onlyWebp,
    );
  });

  it('refuses an image of exactly 102400 bytes and accepts one of 102399', async () => {
    expect(await refused(uploadPayload({ image: webpDataUrl(fakeWebp(102400)) }))).toBe(
      ADMIN_MESSAGES.imageTooLarge,
    );
    const res = await upload(uploadPayload({ image: webpDataUrl(fakeWebp(102399)) }));
    expect(res.statusCode).toBe(201);
  });

  it('accepts four images each just under the limit in one request', async () => {
    const images4 = Object.fromEntries(
      ['image', 'image1', 'image2', 'image3'].map((key) => [key, webpDataUrl(fakeWebp(102399))]),
    );
    expect((await upload(uploadPayload(images4))).statusCode).toBe(201);
  });

  it.each([`${WEBP_PREFIX}!!!not base64!!!`, `${WEBP_PREFIX}QUJD=QUJD`, `${WEBP_PREFIX}A`])(
    'refuses a broken data URL (%s) with 400',
    async (broken) => {
      expect(await refused(uploadPayload({ image1: broken }))).toBe(ADMIN_MESSAGES.imageBroken);
    },
  );

  it('refuses an image that is not text with 400', async () => {
    expect(await refused(uploadPayload({ image: 42 }))).toBe(ADMIN_MESSAGES.imageMissing);
  });
});
