import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

describe(`50 shoppers and the last 5 units (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('gives exactly 5 orders, a stock of 0 and 45 clear 409s', async () => {
    const product = await createProduct(db, { name: 'Last Drop Tee', stock: { M: 5 } });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createShopper(db)));
    for (const shopper of shoppers) await putInCart(db, shopper.id, product, 'M', 1);

    const answers = await Promise.all(
      shoppers.map((shopper) => asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY)),
    );

    const placed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const res of refused) {
      expect(res.json().errorMessage).toBe(
        'Last Drop Tee in size M is out of stock. Please update your cart.',
      );
    }
    expect(new Set(placed.map((res) => res.json().orderId)).size).toBe(5);
    expect(await stockOf(db, product, 'M')).toBe(0);
    const orders = await db.query.orders.findMany();
    expect(orders.filter((o) => o.status === 'captured')).toHaveLength(5);
  });
});
