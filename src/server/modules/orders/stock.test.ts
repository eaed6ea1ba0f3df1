import { describe, expect, it } from 'vitest';
import { orderItems } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { placeCodOrderFor, stockOf } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { newPublicOrderId } from './order-id';
import { findOrderByPublicId } from './order-queries';
import { restoreStock, takeStock, tryTakeStock } from './stock';

const testCause = { actor: 'system', reason: 'sale' } as const;

describe('stock', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('takes every line in one go, or none of them when the transaction rolls back', async () => {
    const a = await createProduct(db, { name: 'A', stock: { M: 3 } });
    const b = await createProduct(db, { name: 'B', stock: { L: 1 } });
    await db.transaction((tx) =>
      takeStock(
        tx,
        [
          { productId: a.id, size: 'M', quantity: 2, name: 'A' },
          { productId: b.id, size: 'L', quantity: 1, name: 'B' },
        ],
        testCause,
      ),
    );
    expect([await stockOf(db, a, 'M'), await stockOf(db, b, 'L')]).toEqual([1, 0]);
    const failure = await db
      .transaction((tx) =>
        takeStock(
          tx,
          [
            { productId: a.id, size: 'M', quantity: 1, name: 'A' },
            { productId: b.id, size: 'L', quantity: 1, name: 'B' },
          ],
          testCause,
        ),
      )
      .catch((err) => err);
    expect(failure).toMatchObject({
      statusCode: 409,
      message: 'B in size L is out of stock. Please update your cart.',
    });
    expect([await stockOf(db, a, 'M'), await stockOf(db, b, 'L')]).toEqual([1, 0]);
  });

  it('counts two lines of the same size together', async () => {
    const a = await createProduct(db, { stock: { S: 3 } });
    const result = await db.transaction((tx) =>
      tryTakeStock(
        tx,
        [
          { productId: a.id, size: 'S', quantity: 2, name: 'A' },
          { productId: a.id, size: 'S', quantity: 2, name: 'A' },
        ],
        testCause,
      ),
    );
    expect(result).toMatchObject({ ok: false, available: 3 });
  });

  it("gives an order's stock back", async () => {
    const product = await createProduct(db, { stock: { XL: 4 } });
    const orderId = await placeCodOrderFor(app, db, await createShopper(db), product, 3, 'XL');
    expect(await stockOf(db, product, 'XL')).toBe(1);
    const order = (await findOrderByPublicId(db, orderId))!;
    await db.transaction((tx) => restoreStock(tx, order.id, { ...testCause, reason: 'cancel' }));
    expect(await stockOf(db, product, 'XL')).toBe(4);
    expect(await db.$count(orderItems)).toBeGreaterThan(0);
  });

  it('makes public order ids of ORD- and 10 base32 characters, all different', () => {
    const ids = new Set(Array.from({ length: 2000 }, newPublicOrderId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{10}$/);
  });
});
