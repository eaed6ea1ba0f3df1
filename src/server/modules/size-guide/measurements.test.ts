/**
 * A product's own measurements (docs/product.md, "Fit confidence"): the admin replaces them,
 * the storefront reads them in cm and inches, every bad value is refused with its message.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { MEASUREMENT_MESSAGES, type ProductMeasurements } from '#shared/measurements';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';

const row = (chestCm: number, overrides: Record<string, unknown> = {}) => ({
  chestCm,
  lengthCm: 72,
  shoulderCm: 58,
  sleeveCm: 24,
  ...overrides,
});

describe('product measurements', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const product = await createProduct(db);
  const read = async (itemId = product.itemId) => {
    const res = await app.inject({ url: `/api/size-guide/products/${itemId}`, headers: apiKeyHeader });
    expect(res.statusCode).toBe(200);
    return res.json() as ProductMeasurements;
  };
  const put = (payload: unknown, account = admin, itemId = product.itemId) =>
    app.inject({
      method: 'PUT',
      url: `/api/admins/products/${itemId}/measurements`,
      headers: { ...headersFor(account), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('has none until the admin gives them', async () => {
    expect(await read()).toEqual({ itemId: product.itemId, sizes: [], model: null });
  });

  it('saves the sizes and the model; inches derived to the half inch; audited', async () => {
    const res = await put({
      sizes: { L: row(128), M: row(122.5, { sleeveCm: 23.5 }) },
      model: { heightCm: 183, sizeWorn: 'L' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await read();
    expect(res.json()).toEqual(saved);
    expect(saved.sizes.map((s) => s.size)).toEqual(['M', 'L']);
    expect(saved.sizes[0]).toEqual({
      size: 'M',
      chest: { cm: 122.5, inches: 48 },
      length: { cm: 72, inches: 28.5 },
      shoulder: { cm: 58, inches: 23 },
      sleeve: { cm: 23.5, inches: 9.5 },
    });
    expect(saved.model).toEqual({ heightCm: 183, sizeWorn: 'L' });
    const events = await db
      .select()
      .from(adminEvents)
      .where(eq(adminEvents.type, 'product.measurements_updated'));
    expect(events.map((e) => e.adminId)).toEqual([admin.id]);
  });

  it('replaces the whole table; no sizes and no model clear it', async () => {
    await put({ sizes: { S: row(110) }, model: null });
    expect((await read()).sizes.map((s) => s.size)).toEqual(['S']);
    expect((await read()).model).toBeNull();
    expect((await put({ sizes: {} })).statusCode).toBe(200);
    expect((await read()).sizes).toEqual([]);
  });

  it.each([
    ['a chest of 20 cm', { sizes: { M: row(20) } }, MEASUREMENT_MESSAGES.range('chest')],
    [
      'a length of 300 cm',
      { sizes: { M: row(120, { lengthCm: 300 }) } },
      MEASUREMENT_MESSAGES.range('length'),
    ],
    [
      'a shoulder given as text',
      { sizes: { M: row(120, { shoulderCm: '58' }) } },
      MEASUREMENT_MESSAGES.range('shoulder'),
    ],
    ['no sleeve', { sizes: { M: row(120, { sleeveCm: undefined }) } }, MEASUREMENT_MESSAGES.range('sleeve')],
    ['61.3 cm', { sizes: { M: row(120.3) } }, MEASUREMENT_MESSAGES.halfCm],
    ['a size XS', { sizes: { XS: row(120) } }, MEASUREMENT_MESSAGES.sizeUnknown],
    [
      'a model of 90 cm',
      { sizes: {}, model: { heightCm: 90, sizeWorn: 'M' } },
      MEASUREMENT_MESSAGES.modelHeight,
    ],
    [
      'a model height of 182.5 cm',
      { sizes: {}, model: { heightCm: 182.5, sizeWorn: 'M' } },
      MEASUREMENT_MESSAGES.modelHeight,
    ],
    [
      'a model in size XS',
      { sizes: {}, model: { heightCm: 180, sizeWorn: 'XS' } },
      MEASUREMENT_MESSAGES.modelSize,
    ],
    [
      'a model in a size not measured',
      { sizes: { M: row(120) }, model: { heightCm: 180, sizeWorn: 'L' } },
      MEASUREMENT_MESSAGES.modelSizeMeasured,
    ],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, payload, message) => {
    await put({ sizes: { M: row(121) }, model: { heightCm: 175, sizeWorn: 'M' } });
    const before = await read();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
    expect(await read()).toEqual(before);
  });

  it('answers 404 for an unknown product; refuses a shopper and a visitor with 401', async () => {
    const unknown = await put({ sizes: {} }, admin, 'no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(MEASUREMENT_MESSAGES.productNotFound);
    expect((await put({ sizes: {} }, shopper)).statusCode).toBe(401);
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/admins/products/${product.itemId}/measurements`,
      headers: { ...apiKeyHeader, 'content-type': 'application/json' },
      payload: JSON.stringify({ sizes: {} }),
    });
    expect(visitor.statusCode).toBe(401);
  });
});
