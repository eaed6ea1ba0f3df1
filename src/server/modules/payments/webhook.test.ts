import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  countRows,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  putInCart,
  startOnlineOrder,
  stockOf,
} from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { expireReservations } from './reconcile';

describe('the Razorpay webhook', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  const deliver = (delivery: { body: string; signature: string; eventId: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      payload: delivery.body,
    });

  const paymentEntity = (payment: { id: string; order_id: string; amount: number }, status = 'captured') => ({
    payment: { entity: { ...payment, entity: 'payment', status, currency: 'INR' } },
  });

  async function pendingOrder() {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { stock: { M: 2 } });
    return { shopper, product, ...(await startOnlineOrder(app, db, shopper, product)) };
  }

  it('refuses a bad or missing signature with 401 and acts on nothing', async () => {
    const { providerOrderId, order } = await pendingOrder();
    const payment = fake.addPayment(providerOrderId);
    const delivery = fake.webhook('payment.captured', paymentEntity(payment));
    const before = await countRows(db);
    const forged = await deliver({
      ...delivery,
      signature: delivery.signature.replace(/[0-9a-f]$/, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(forged.statusCode).toBe(401);
    const tamperedBody = await deliver({
      ...delivery,
      body: delivery.body.replace('"captured"', '"captured" '),
    });
    expect(tamperedBody.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: delivery.body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().errorMessage).toBe('The webhook signature is not valid.');
    expect(await countRows(db)).toEqual(before);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('pending_payment');
  });

  it('captures the order on payment.captured, a browser that never came back', async () => {
    const { providerOrderId, order, product } = await pendingOrder();
    const payment = fake.addPayment(providerOrderId);
    const res = await deliver(fake.webhook('payment.captured', paymentEntity(payment)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await orderByPublicId(db, order.orderId)).toMatchObject({
      status: 'captured',
      paymentId: payment.id,
    });
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'payment_captured',
      actor: 'provider',
    });
    expect(await stockOf(db, product, 'M')).toBe(1);
  });

  it('acts on a duplicate event id once', async () => {
    const { providerOrderId, order } = await pendingOrder();
    const payment = fake.addPayment(providerOrderId);
    const delivery = fake.webhook('payment.captured', paymentEntity(payment));
    const [a, b] = await Promise.all([deliver(delivery), deliver(delivery)]);
    expect([a.json().duplicate, b.json().duplicate].sort()).toEqual([false, true]);
    const before = await countRows(db);
    const c = await deliver(delivery);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toEqual({ received: true, duplicate: true });
    expect(await countRows(db)).toEqual(before);
    expect((await eventsOf(db, order.id)).filter((e) => e.type === 'payment_captured')).toHaveLength(1);
  });

  it('copes with events out of order: order.paid, then payment.captured, then an old payment.failed', async () => {
    const { providerOrderId, order } = await pendingOrder();
    const failedFirst = fake.addPayment(providerOrderId, 'failed');
    const payment = fake.addPayment(providerOrderId);
    const paid = await deliver(
      fake.webhook('order.paid', {
        ...paymentEntity(payment),
        order: { entity: { id: providerOrderId, entity: 'order', status: 'paid' } },
      }),
    );
    expect(paid.statusCode).toBe(200);
    const before = await countRows(db);
    await deliver(fake.webhook('payment.captured', paymentEntity(payment)));
    expect(await countRows(db)).toEqual(before);
    await deliver(fake.webhook('payment.failed', paymentEntity(failedFirst, 'failed')));
    const after = await orderByPublicId(db, order.orderId);
    expect(after).toMatchObject({ status: 'captured', paymentId: payment.id });
    expect((await eventsOf(db, order.id)).map((e) => e.type)).toEqual([
      'awaiting_payment',
      'payment_captured',
      'payment_failed',
    ]);
  });

  it('records a failed attempt without ending the order (the shopper may retry)', async () => {
    const { providerOrderId, order } = await pendingOrder();
    const failed = fake.addPayment(providerOrderId, 'failed');
    await deliver(fake.webhook('payment.failed', paymentEntity(failed, 'failed')));
    expect((await orderByPublicId(db, order.orderId)).status).toBe('pending_payment');
    expect((await eventsOf(db, order.id)).at(-1)!.type).toBe('payment_failed');
  });

  it('records refund.processed on the order', async () => {
    const { providerOrderId, order } = await pendingOrder();
    const payment = fake.addPayment(providerOrderId);
    await deliver(fake.webhook('payment.captured', paymentEntity(payment)));
    const refund = { id: 'rfnd_123', entity: 'refund', amount: order.amountPaise, payment_id: payment.id };
    const res = await deliver(fake.webhook('refund.processed', { refund: { entity: refund } }));
    expect(res.statusCode).toBe(200);
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'refund_processed',
      data: { paymentId: payment.id, refundId: 'rfnd_123', amountPaise: order.amountPaise },
    });
  });

  it('acknowledges events for unknown orders and unhandled types', async () => {
    const unknown = await deliver(
      fake.webhook('payment.captured', paymentEntity({ id: 'pay_x', order_id: 'order_nope', amount: 100 })),
    );
    expect(unknown.statusCode).toBe(200);
    const other = await deliver(fake.webhook('payment.dispute.created', {}));
    expect(other.statusCode).toBe(200);
  });

  it('refunds a payment reported after expiry when the stock is gone, after answering', async () => {
    const { providerOrderId, order, product } = await pendingOrder();
    clock.advance(16 * 60_000);
    await expireReservations(app.deps);
    const rival = await createShopper(db);
    await putInCart(db, rival.id, product, 'M', 2);
    await asShopper(app, rival).post('/api/cart/place-cod-order', DELIVERY);
    const payment = fake.addPayment(providerOrderId);
    const res = await deliver(fake.webhook('payment.captured', paymentEntity(payment)));
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1));
    expect(await stockOf(db, product, 'M')).toBe(0);
    await vi.waitFor(async () =>
      expect((await eventsOf(db, order.id)).map((e) => e.type)).toContain('refund_issued'),
    );
    expect((await eventsOf(db, order.id)).map((e) => e.type)).toContain('late_payment_refunded');
  });
});
