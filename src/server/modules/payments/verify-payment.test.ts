import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  countRows,
  eventsOf,
  orderByPublicId,
  startOnlineOrder,
  stockOf,
} from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';

describe('verify-payment', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;

  const verifyBody = (providerOrderId: string, paymentId: string, signature: string) => ({
    order_id: providerOrderId,
    payment_id: paymentId,
    signature,
    mobile: '09123456789',
    address: '44 Park Street, Kolkata 700016',
    totalAmount: 1,
    userData: { userName: 'someone-else' },
  });

  it('captures the order, stores payment id, mobile and address, empties the cart and queues the mail', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1299, stock: { M: 3 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product, 2);
    const { payment, signature } = fake.pay(providerOrderId);
    const client = asShopper(app, shopper);
    const res = await client.post(
      '/api/cart/verify-payment',
      verifyBody(providerOrderId, payment.id, signature),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, orderId: order.orderId });
    const paid = await orderByPublicId(db, order.orderId);
    expect(paid).toMatchObject({
      status: 'captured',
      paymentId: payment.id,
      mobile: '9123456789',
      address: '44 Park Street, Kolkata 700016',
      amountPaise: (2 * 1299 + 100) * 100,
    });
    expect((await eventsOf(db, order.id)).map((e) => e.type)).toEqual([
      'awaiting_payment',
      'payment_captured',
    ]);
    expect((await client.get('/api/cart/get-cart-items')).json().items).toEqual([]);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.orderId} is confirmed`]);
    expect(await stockOf(db, product, 'M')).toBe(1);
  });

  it('fails a tampered signature and creates nothing', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db);
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    const { payment, signature } = fake.pay(providerOrderId);
    const before = await countRows(db);
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('00') ? '11' : '00'}`;
    const res = await asShopper(app, shopper).post(
      '/api/cart/verify-payment',
      verifyBody(providerOrderId, payment.id, tampered),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorMessage: 'Payment verification failed. If money was taken, it will be refunded.',
      code: 'payment_failed',
    });
    expect(await countRows(db)).toEqual(before);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('pending_payment');
  });

  it("fails a signature made for another order's payment", async () => {
    const shopper = await createShopper(db);
    const first = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const other = await startOnlineOrder(app, db, await createShopper(db), await createProduct(db));
    const { payment, signature } = fake.pay(other.providerOrderId);
    const res = await asShopper(app, shopper).post(
      '/api/cart/verify-payment',
      verifyBody(first.providerOrderId, payment.id, signature),
    );
    expect(res.statusCode).toBe(400);
    expect((await orderByPublicId(db, first.order.orderId)).status).toBe('pending_payment');
  });

  it("answers 404 for another shopper's order, even with its valid signature", async () => {
    const owner = await createShopper(db);
    const { providerOrderId, order } = await startOnlineOrder(app, db, owner, await createProduct(db));
    const { payment, signature } = fake.pay(providerOrderId);
    const thief = await createShopper(db);
    const res = await asShopper(app, thief).post(
      '/api/cart/verify-payment',
      verifyBody(providerOrderId, payment.id, signature),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('pending_payment');
  });

  it('answers a replay with the same result and creates nothing new', async () => {
    const shopper = await createShopper(db);
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const { payment, signature } = fake.pay(providerOrderId);
    const client = asShopper(app, shopper);
    const body = verifyBody(providerOrderId, payment.id, signature);
    const first = await client.post('/api/cart/verify-payment', body);
    const before = await countRows(db);
    const replays = await Promise.all([1, 2, 3].map(() => client.post('/api/cart/verify-payment', body)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await countRows(db)).toEqual(before);
    expect((await eventsOf(db, order.id)).filter((e) => e.type === 'payment_captured')).toHaveLength(1);
  });

  it('refuses a verification without mobile and address', async () => {
    const shopper = await createShopper(db);
    const { providerOrderId } = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const { payment, signature } = fake.pay(providerOrderId);
    const res = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Please enter mobile number and delivery address');
  });

  it('refunds a second payment for an order that is already paid', async () => {
    const shopper = await createShopper(db);
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, await createProduct(db));
    const client = asShopper(app, shopper);
    const one = fake.pay(providerOrderId);
    await client.post('/api/cart/verify-payment', verifyBody(providerOrderId, one.payment.id, one.signature));
    const two = fake.pay(providerOrderId);
    const res = await client.post(
      '/api/cart/verify-payment',
      verifyBody(providerOrderId, two.payment.id, two.signature),
    );
    expect(res.json()).toEqual({ success: true, orderId: order.orderId });
    expect(fake.refunds.filter((r) => r.payment_id === two.payment.id)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_id === one.payment.id)).toHaveLength(0);
    expect((await orderByPublicId(db, order.orderId)).paymentId).toBe(one.payment.id);
  });
});
