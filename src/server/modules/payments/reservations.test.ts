import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  putInCart,
  startOnlineOrder,
  stockOf,
} from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { expireReservations, reconcileReleasedOrders } from './reconcile';

const MINUTE = 60_000;

describe('stock reservations of online orders', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const deps = app.deps;

  const verify = (shopper: { cookie: string }, providerOrderId: string) => {
    const { payment, signature } = fake.pay(providerOrderId);
    const res = asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    return { payment, signature, res };
  };

  it("returns an unpaid order's stock after 15 minutes, not before", async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 2 } });
    const { order } = await startOnlineOrder(app, db, shopper, product, 2);
    expect(await stockOf(db, product, 'M')).toBe(0);

    clock.advance(14 * MINUTE);
    await expireReservations(deps);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('pending_payment');
    expect(await stockOf(db, product, 'M')).toBe(0);

    clock.advance(1 * MINUTE);
    await expireReservations(deps);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('expired');
    expect(await stockOf(db, product, 'M')).toBe(2);
    const expiry = (await eventsOf(db, order.id)).at(-1)!;
    expect(expiry).toMatchObject({ type: 'expired', actor: 'system' });
    expect(expiry.data).toMatchObject({ from: 'pending_payment', to: 'expired', stock: 'returned' });
    // An expired order is not the shopper's order.
    expect((await asShopper(app, shopper).get('/api/users/orders')).json()).toEqual([]);
  });

  it('asks the provider first, so an order paid in a closed browser is captured, not expired', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    const payment = fake.addPayment(providerOrderId, 'captured');
    clock.advance(16 * MINUTE);
    expect(await expireReservations(deps)).toEqual({ expired: 0, paid: 1 });
    const paid = await orderByPublicId(db, order.orderId);
    expect(paid).toMatchObject({ status: 'captured', paymentId: payment.id, address: DELIVERY.address });
    expect((await eventsOf(db, order.id)).at(-1)!.data).toMatchObject({ source: 'reconciliation' });
    expect(await stockOf(db, product, 'M')).toBe(0);
  });

  it('fulfils a payment captured after expiry when the stock is still there, and says so', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 3 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product, 2);
    clock.advance(16 * MINUTE);
    await expireReservations(deps);
    expect(await stockOf(db, product, 'M')).toBe(3);

    const { payment, res } = verify(shopper, providerOrderId);
    expect((await res).json()).toEqual({ success: true, orderId: order.orderId });
    expect(await orderByPublicId(db, order.orderId)).toMatchObject({
      status: 'captured',
      paymentId: payment.id,
    });
    expect(await stockOf(db, product, 'M')).toBe(1);
    const last = (await eventsOf(db, order.id)).at(-1)!;
    expect(last.type).toBe('late_payment_fulfilled');
    expect(last.data).toMatchObject({ from: 'expired', to: 'captured', stock: 'taken again' });
    expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toEqual([]);
  });

  it('refunds a payment captured after expiry when the stock sold meanwhile, and says so', async () => {
    const late = await createShopper(db);
    const quick = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, late, product);
    clock.advance(16 * MINUTE);
    await expireReservations(deps);
    await putInCart(db, quick.id, product, 'M', 1);
    expect((await asShopper(app, quick).post('/api/cart/place-cod-order', DELIVERY)).statusCode).toBe(200);

    const { payment, signature, res } = verify(late, providerOrderId);
    const answer = await res;
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      success: false,
      errorMessage:
        'Your payment arrived after we stopped holding your items, and they sold out meanwhile. The full amount will be refunded in 5 to 7 business days.',
      code: 'late_payment',
    });
    expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toEqual([
      expect.objectContaining({ amount: order.amountPaise, receipt: order.orderId }),
    ]);
    expect(await stockOf(db, product, 'M')).toBe(0);
    const after = await orderByPublicId(db, order.orderId);
    expect(after).toMatchObject({ status: 'expired', paymentId: payment.id });
    const types = (await eventsOf(db, order.id)).map((e) => e.type);
    expect(types).toEqual([
      'awaiting_payment',
      'expired',
      'late_payment_refunded',
      'refund_requested',
      'refund_attempt',
      'refund_issued',
    ]);
    // A replay answers the same and refunds nothing more.
    const again = await asShopper(app, late).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(answer.json());
    expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect(await eventsOf(db, order.id)).toHaveLength(types.length);
  });

  it('finds a payment that completed after expiry with no browser and no webhook', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    clock.advance(16 * MINUTE);
    await expireReservations(deps);
    fake.addPayment(providerOrderId, 'captured');
    clock.advance(5 * MINUTE);
    expect(await reconcileReleasedOrders(deps)).toBe(1);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('captured');
    expect((await eventsOf(db, order.id)).at(-1)!.type).toBe('late_payment_fulfilled');
  });

  it('keeps the reservation while the provider cannot answer, then lets it go after an hour', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    const paymentsPath = `/orders/${providerOrderId}/payments`;
    clock.advance(16 * MINUTE);
    fake.failures.push(paymentsPath);
    await expireReservations(deps);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('pending_payment');
    clock.advance(60 * MINUTE);
    fake.failures.push(paymentsPath);
    await expireReservations(deps);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('expired');
    expect(await stockOf(db, product, 'M')).toBe(1);
  });

  it('lets the shopper give the reservation back at once when the payment window is closed', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    fake.addPayment(providerOrderId, 'failed');
    const other = await createShopper(db);
    const notMine = await asShopper(app, other).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(notMine.statusCode).toBe(404);
    const res = await asShopper(app, shopper).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(res.json()).toEqual({ outcome: 'released', orderId: order.orderId });
    expect((await orderByPublicId(db, order.orderId)).status).toBe('failed');
    expect(await stockOf(db, product, 'M')).toBe(1);
    // The cart is kept for another try.
    expect((await asShopper(app, shopper).get('/api/cart/get-cart-items')).json().items).toHaveLength(1);
  });

  it('does not give back a reservation that was paid after all', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 1 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    fake.addPayment(providerOrderId, 'captured');
    const res = await asShopper(app, shopper).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(res.json()).toEqual({ outcome: 'paid', orderId: order.orderId });
    expect((await orderByPublicId(db, order.orderId)).status).toBe('captured');
    expect(await stockOf(db, product, 'M')).toBe(0);
  });
});
