import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '#server/db/schema';
import { dispatchOrder } from '#server/modules/orders';
import { COD_MESSAGES } from '#shared/cod';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  orderByPublicId,
  placeCodOrderFor,
  putInCart,
} from '#tests/support/cart-factories';
import { asAdmin, saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

describe('who may pay cash on delivery', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  await saveInvoiceSettings(db);
  const product = await createProduct(db, { price: 999, stock: { M: 500 } });

  async function returnedToOrigin(shopper: Awaited<ReturnType<typeof createShopper>>) {
    const orderId = await placeCodOrderFor(app, db, shopper, product);
    await dispatchOrder(db, { orderId, trackingId: 'DTDC-1', actor: 'admin:1', now: clock() });
    const res = await asAdmin(app, admin)('PATCH', `/api/admins/orders/${orderId}/rto`, {});
    expect(res.statusCode).toBe(200);
    return orderId;
  }

  it('allows two open COD orders and refuses the third with its reason, at checkout and in the quote', async () => {
    const shopper = await createShopper(db);
    await placeCodOrderFor(app, db, shopper, product);
    await placeCodOrderFor(app, db, shopper, product);
    await putInCart(db, shopper.id, product, 'M', 1);
    const quote = await asShopper(app, shopper).post('/api/cart/quote', {});
    expect(quote.json().cod).toMatchObject({ available: false, reason: COD_MESSAGES.tooManyOpen(2) });
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: COD_MESSAGES.tooManyOpen(2), code: 'cod_refused' });
  });

  it('counts a delivered or cancelled COD order as no longer open', async () => {
    const shopper = await createShopper(db);
    const first = await placeCodOrderFor(app, db, shopper, product);
    await placeCodOrderFor(app, db, shopper, product);
    await asShopper(app, shopper).post(`/api/users/orders/${first}/cancel`, {});
    expect(await placeCodOrderFor(app, db, shopper, product)).toMatch(/^ORD-/);
  });

  it('the open-order limit is a setting', async () => {
    await saveCodSettings(db, { maxOpenCodOrders: 1 });
    try {
      const shopper = await createShopper(db);
      await placeCodOrderFor(app, db, shopper, product);
      await putInCart(db, shopper.id, product, 'M', 1);
      const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
      expect(res.json().errorMessage).toBe(COD_MESSAGES.tooManyOpen(1));
    } finally {
      await saveCodSettings(db, {});
    }
  });

  it('refuses COD after two refused or returned COD orders in 180 days, and allows it again after', async () => {
    const shopper = await createShopper(db);
    await returnedToOrigin(shopper);
    expect(await placeCodOrderFor(app, db, shopper, product)).toMatch(/^ORD-/);
    // That one is open; cancel it so only the returns count.
    const open = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    const captured = open.find((o) => o.status === 'captured')!;
    await asShopper(app, shopper).post(`/api/users/orders/${captured.orderId}/cancel`, {});
    await returnedToOrigin(shopper);
    await putInCart(db, shopper.id, product, 'M', 1);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: COD_MESSAGES.tooManyReturned(2, 180), code: 'cod_refused' });
    const quote = await asShopper(app, shopper).post('/api/cart/quote', {});
    expect(quote.json().cod.reason).toBe(COD_MESSAGES.tooManyReturned(2, 180));
    // Paying online stays open to them.
    const online = await asShopper(app, shopper).post('/api/cart/create-order', {
      amount: product.pricePaise + 10_000,
      ...DELIVERY,
    });
    expect(online.statusCode).toBe(200);
    // Returns older than 180 days no longer count.
    await db
      .update(orderEvents)
      .set({ createdAt: new Date(clock().getTime() - 181 * 86_400_000) })
      .where(eq(orderEvents.type, 'rto'));
    const again = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(again.statusCode).toBe(200);
  });

  it('refuses COD on a first order above the optional ceiling, but not on a later one', async () => {
    await saveCodSettings(db, { firstOrderCodMaxPaise: 1200_00 });
    try {
      const shopper = await createShopper(db);
      const dear = await createProduct(db, { price: 1499, stock: { M: 10 } });
      await putInCart(db, shopper.id, dear, 'M', 1);
      const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errorMessage: COD_MESSAGES.firstOrderLimit(1200_00),
        code: 'cod_refused',
      });
      // A cheaper first order is fine; after it, the dearer one is too.
      await asShopper(app, shopper).patch('/api/cart/clear-cart');
      await placeCodOrderFor(app, db, shopper, product);
      expect(await placeCodOrderFor(app, db, shopper, dear)).toMatch(/^ORD-/);
    } finally {
      await saveCodSettings(db, {});
    }
  });

  it('off by default: a first order of any size up to the shop ceiling may be paid in cash', async () => {
    const shopper = await createShopper(db);
    const dear = await createProduct(db, { price: 4800, stock: { M: 10 } });
    const orderId = await placeCodOrderFor(app, db, shopper, dear);
    expect((await orderByPublicId(db, orderId)).paymentMethod).toBe('cod');
  });

  it('keeps the shop ceiling and the no-COD pincodes in force', async () => {
    const shopper = await createShopper(db);
    const dear = await createProduct(db, { price: 5000, stock: { M: 10 } });
    await putInCart(db, shopper.id, dear, 'M', 1);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(res.json().code).toBe('cod_limit');
  });
});
