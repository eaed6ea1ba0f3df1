import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { countRows, eventsOf, putInCart } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import type { CartLine } from '../cart/cart-lines';
import { createOrder } from './create-order';
import { loadCart } from './load-cart';
import { priceCheckout, priceLines } from './price-lines';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  lineId: 1,
  productId: 1,
  itemId: 'tee',
  name: 'Tee',
  imageId: 'img',
  unitPricePaise: 79_900,
  size: 'M',
  colour: null,
  quantity: 1,
  available: 5,
  archived: false,
  ...overrides,
});

describe('checkout steps', async () => {
  const { database } = await createTestApp();
  const db = database.db;

  describe('priceLines', () => {
    it('sums catalogue prices times quantities and adds the ₹100 delivery charge', async () => {
      const lines = priceLines([line({ quantity: 2 }), line({ productId: 2, unitPricePaise: 149_900 })]);
      const priced = await priceCheckout(db, lines, { userId: 1, now: new Date() });
      expect(priced).toMatchObject({
        subtotalPaise: 309_700,
        discountPaise: 0,
        deliveryChargePaise: 10_000,
        totalPaise: 319_700,
        coupon: null,
      });
      expect(priced.lines).toHaveLength(2);
    });

    it('refuses a withdrawn product with 409', () => {
      expect(() => priceLines([line({ archived: true, name: 'Old Tee' })])).toThrow(
        'Old Tee is no longer available. Please remove it from your cart.',
      );
    });
  });

  describe('loadCart', () => {
    it('answers 409 "Your cart is empty" for an empty cart, and the lines otherwise', async () => {
      const shopper = await createShopper(db);
      await expect(loadCart(db, shopper.id)).rejects.toMatchObject({
        statusCode: 409,
        message: 'Your cart is empty',
      });
      const product = await createProduct(db, { price: 999, stock: { S: 2 } });
      await putInCart(db, shopper.id, product, 'S', 2);
      expect(await loadCart(db, shopper.id)).toEqual([
        expect.objectContaining({
          productId: product.id,
          size: 'S',
          quantity: 2,
          unitPricePaise: 99_900,
          available: 2,
        }),
      ]);
    });
  });

  describe('createOrder', () => {
    it('writes the order, a snapshot of its lines and the first audit event', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db);
      const before = await countRows(db);
      const now = new Date('2026-03-01T10:00:00Z');
      const lines = priceLines([line({ productId: product.id, itemId: product.itemId, quantity: 3 })]);
      const priced = await priceCheckout(db, lines, { userId: shopper.id, now });
      const order = await db.transaction((tx) =>
        createOrder(tx, {
          userId: shopper.id,
          priced,
          paymentMethod: 'cod',
          status: 'captured',
          mobile: '9876543210',
          address: 'A long enough address',
          actor: `shopper:${shopper.id}`,
          now,
        }),
      );
      expect(order).toMatchObject({ status: 'captured', amountPaise: 3 * 79_900 + 10_000, createdAt: now });
      expect(order.orderId).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{10}$/);
      const after = await countRows(db);
      expect(after.orders - before.orders).toBe(1);
      expect((await eventsOf(db, order.id)).map((e) => [e.type, e.actor])).toEqual([
        ['placed', `shopper:${shopper.id}`],
      ]);
    });
  });
});
