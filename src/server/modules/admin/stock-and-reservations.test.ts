import { describe, expect, it } from 'vitest';
import { expireReservations } from '#server/modules/payments/reconcile';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart, stockOf } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { usingPostgres } from '#tests/support/test-db';

const MINUTE = 60_000;

/**
 * The semantics (docs/decisions/006-checkout-and-payments.md, "Stock the admin sets"): stock is
 * the count available to sell. Units held by an unpaid online order are not in it; the admin's
 * number replaces the available count only, and a release gives back exactly the units its
 * order still holds, once.
 */
describe(`the admin sets stock while a reservation is open (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);
  const setStock = (itemId: string, M: number) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/update-item',
      headers: headersFor(admin),
      payload: { itemId, size: { M } },
    });

  async function reserve(product: { id: number }, quantity: number, price = 500) {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, product, 'M', quantity);
    const res = await asShopper(app, shopper).post('/api/cart/create-order', {
      amount: (price * quantity + 100) * 100,
      ...DELIVERY,
    });
    expect(res.statusCode).toBe(200);
    return { shopper, providerOrderId: res.json().id as string };
  }

  it('worked example: 5 in stock, 2 reserved, admin sets 10, the reservation ends: 12', async () => {
    const product = await createProduct(db, { price: 500, stock: { M: 5 } });
    // 5 available; a shopper starts paying for 2: 3 available, 2 held for the unpaid order.
    const { shopper, providerOrderId } = await reserve(product, 2);
    expect(await stockOf(db, product, 'M')).toBe(3);
    // The admin screen shows 3 available. New stock arrives; the admin sets 10 available.
    const set = await setStock(product.itemId, 10);
    expect(set.statusCode).toBe(200);
    expect(set.json().size.M).toBe(10);
    // The shopper closes the payment window: the 2 held units are real units that were never
    // sold, so they return: 10 the admin made available + 2 that were held = 12.
    const abandoned = await asShopper(app, shopper).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(abandoned.json().outcome).toBe('released');
    expect(await stockOf(db, product, 'M')).toBe(12);
    // A release gives back only what its order still holds: ending it again returns nothing.
    clock.advance(16 * MINUTE);
    await expireReservations(app.deps);
    const again = await asShopper(app, shopper).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(again.json().outcome).toBe('closed');
    expect(await stockOf(db, product, 'M')).toBe(12);
  });

  const listed = async (itemId: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admins/items-list',
      headers: headersFor(admin),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { itemId: string; size: { M: number }; held: Record<string, number> }[]).find(
      (product) => product.itemId === itemId,
    )!;
  };

  it('the items list shows the held units beside the stock while the reservation lives, none after', async () => {
    const product = await createProduct(db, { price: 500, stock: { M: 5, L: 4 } });
    expect((await listed(product.itemId)).held).toEqual({});
    // 5 available; a shopper reserves 2: the list shows 3 available and 2 held, only for M.
    const { shopper, providerOrderId } = await reserve(product, 2);
    expect(await listed(product.itemId)).toMatchObject({ size: { M: 3 }, held: { M: 2 } });
    // The admin sets 10 available: the 2 held units stay beside it, not inside it.
    await setStock(product.itemId, 10);
    expect(await listed(product.itemId)).toMatchObject({ size: { M: 10 }, held: { M: 2 } });
    // The reservation ends unpaid: the held units are back in stock and nothing is held.
    await asShopper(app, shopper).post('/api/cart/abandon-payment', { order_id: providerOrderId });
    const after = await listed(product.itemId);
    expect(after.size.M).toBe(12);
    expect(after.held).toEqual({});
  });

  it('the items list stops showing units as held once their order is paid', async () => {
    const product = await createProduct(db, { price: 500, stock: { M: 5 } });
    const { shopper, providerOrderId } = await reserve(product, 2);
    const { payment, signature } = fake.pay(providerOrderId);
    const paid = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(paid.json().success).toBe(true);
    const after = await listed(product.itemId);
    expect(after.size.M).toBe(3);
    expect(after.held).toEqual({});
  });

  it('when the reserved order is paid instead, the admin number stands: 10', async () => {
    const product = await createProduct(db, { price: 500, stock: { M: 5 } });
    const { shopper, providerOrderId } = await reserve(product, 2);
    await setStock(product.itemId, 10);
    const { payment, signature } = fake.pay(providerOrderId);
    const paid = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(paid.json().success).toBe(true);
    expect(await stockOf(db, product, 'M')).toBe(10);
  });

  it('under contention: admin sets and checkouts never fail with 500; stock ends exactly accounted', async () => {
    const product = await createProduct(db, { price: 500, stock: { M: 5 } });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createShopper(db)));
    for (const shopper of shoppers) await putInCart(db, shopper.id, product, 'M', 1);
    const answers = await Promise.all([
      ...shoppers
        .slice(0, 6)
        .map((s) => asShopper(app, s).post('/api/cart/create-order', { amount: 60_000 })),
      setStock(product.itemId, 4),
      ...shoppers.slice(6).map((s) => asShopper(app, s).post('/api/cart/create-order', { amount: 60_000 })),
      setStock(product.itemId, 4),
    ]);
    expect(answers.filter((res) => res.statusCode >= 500)).toEqual([]);
    const reserved = answers
      .slice(0, 6)
      .concat(answers.slice(7, 13))
      .filter((r) => r.statusCode === 200);
    // The last admin write set 4 available; every reservation after it took one of those.
    const stock = await stockOf(db, product, 'M');
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBeLessThanOrEqual(4);
    // Everything held is given back once the reservations end: what remains is stock + held.
    clock.advance(16 * MINUTE);
    await expireReservations(app.deps);
    const after = await stockOf(db, product, 'M');
    expect(after - stock).toBe(reserved.length);
  });
});
