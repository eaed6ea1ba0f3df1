import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '#shared/coupons';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { couponByCode, createCouponVia } from '#tests/support/coupon-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

describe(`100 shoppers and a coupon with 10 uses (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('gives exactly 10 orders with the coupon and 90 clear refusals with its message', async () => {
    const admin = await createAdmin(db);
    const coupon = await createCouponVia(app, admin, { totalUses: 10 });
    // Plenty of stock: the coupon is the only thing they race for.
    const product = await createProduct(db, { name: 'Race Tee', stock: { M: 200 } });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => createShopper(db)));
    for (const shopper of shoppers) await putInCart(db, shopper.id, product, 'M', 1);

    const answers = await Promise.all(
      shoppers.map((shopper) =>
        asShopper(app, shopper).post('/api/cart/place-cod-order', { ...DELIVERY, couponCode: coupon.code }),
      ),
    );

    const placed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const res of refused) {
      expect(res.json()).toEqual({ errorMessage: COUPON_MESSAGES.usedUp, code: 'coupon_refused' });
    }
    const orders = await db.query.orders.findMany();
    expect(orders.filter((o) => o.couponCode === coupon.code)).toHaveLength(10);
    expect(orders).toHaveLength(10);
    expect(await stockOf(db, product, 'M')).toBe(190);
    expect(await couponByCode(app, admin, coupon.code)).toMatchObject({ usesSoFar: 10, remaining: 0 });
  });
});
