import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { MAX_PRICE_RUPEES } from '#shared/admin';
import { MAX_ORDER_TOTAL_PAISE } from '#shared/orders';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { usingPostgres } from '#tests/support/test-db';

/** Order amounts are int4 paise in the database: 2,147,483,647 at most. */
const INT4_MAX = 2_147_483_647;
const TOO_LARGE = 'One order can come to at most ₹2,00,00,000. Please remove some items from your cart.';

describe(`order totals beyond the money columns (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);

  it('keeps the ceiling inside the column', () => {
    expect(MAX_ORDER_TOTAL_PAISE).toBe(2_000_000_000);
    expect(MAX_ORDER_TOTAL_PAISE).toBeLessThan(INT4_MAX);
  });

  it('an admin price at its ceiling times 30 units answers 409 with a message, never 500, and writes nothing', async () => {
    const product = await createProduct(db, { name: 'Gold Thread Hoodie', stock: { S: 10, M: 10, L: 10 } });
    const priced = await app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId: product.itemId, price: MAX_PRICE_RUPEES },
    });
    expect(priced.statusCode).toBe(200);
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    for (const size of ['S', 'M', 'L']) {
      const res = await client.post('/api/cart/add-to-cart', {
        itemId: product.itemId,
        selectedSize: size,
        quantity: 10,
      });
      expect(res.statusCode).toBe(200);
    }
    // ₹10,00,000 x 30 + ₹100 = 3,000,010,000 paise: past what an int4 column holds.
    const amount = (MAX_PRICE_RUPEES * 30 + 100) * 100;
    expect(amount).toBeGreaterThan(INT4_MAX);
    const providerOrders = fake.orders.size;

    const cod = await client.post('/api/cart/place-cod-order', DELIVERY);
    expect(cod.statusCode).toBe(409);
    expect(cod.json()).toEqual({ errorMessage: TOO_LARGE, code: 'order_too_large' });
    const online = await client.post('/api/cart/create-order', { amount, ...DELIVERY });
    expect(online.statusCode).toBe(409);
    expect(online.json()).toEqual({ errorMessage: TOO_LARGE, code: 'order_too_large' });

    expect(fake.orders.size).toBe(providerOrders);
    expect(await stockOf(db, product, 'S')).toBe(10);
    expect(await db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);
  });

  it('accepts a total of exactly the ceiling and refuses one paisa more', async () => {
    // ₹9,99,995 x 20 + ₹100 delivery = ₹2,00,00,000 exactly.
    const dear = await createProduct(db, { name: 'Heirloom Tee', price: 999_995, stock: { S: 20, M: 20 } });
    const penny = await createProduct(db, { name: 'Sticker', price: 0.01, stock: { M: 5 } });

    const atCeiling = await createShopper(db);
    await putInCart(db, atCeiling.id, dear, 'S', 10);
    await putInCart(db, atCeiling.id, dear, 'M', 10);
    // Paid online: cash on delivery stops far lower, at the admin's ceiling (docs/product.md section 12).
    const placed = await asShopper(app, atCeiling).post('/api/cart/create-order', {
      amount: MAX_ORDER_TOTAL_PAISE,
      ...DELIVERY,
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().amount).toBe(MAX_ORDER_TOTAL_PAISE);
    const [order] = await db.select().from(orders).where(eq(orders.userId, atCeiling.id));
    expect(order!.amountPaise).toBe(MAX_ORDER_TOTAL_PAISE);

    const over = await createShopper(db);
    await putInCart(db, over.id, dear, 'S', 10);
    await putInCart(db, over.id, dear, 'M', 10);
    await putInCart(db, over.id, penny, 'M', 1);
    const client = asShopper(app, over);
    const cod = await client.post('/api/cart/place-cod-order', DELIVERY);
    expect(cod.statusCode).toBe(409);
    expect(cod.json().errorMessage).toBe(TOO_LARGE);
    const online = await client.post('/api/cart/create-order', { amount: MAX_ORDER_TOTAL_PAISE + 1 });
    expect(online.statusCode).toBe(409);
    expect(online.json().errorMessage).toBe(TOO_LARGE);
    expect(await stockOf(db, dear, 'S')).toBe(10);
  });

  it('answers 400, not 500, to a client amount past any integer the server keeps', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    for (const amount of [2 ** 53, 1e300]) {
      const res = await asShopper(app, shopper).post('/api/cart/create-order', { amount });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().errorMessage).toBe('string');
    }
  });
});
