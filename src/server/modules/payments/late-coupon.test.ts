/**
 * A late payment never gets a discount whose coupon use it cannot take again
 * (docs/decisions/012-coupons-and-delivery-charge.md, "Late payments"): the use is retaken under
 * the coupon's limits as they stand, or the payment is refunded in full and the order not sent.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, eventsOf, putInCart, stockOf } from '#tests/support/cart-factories';
import { couponByCode, createCouponVia } from '#tests/support/coupon-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { usingPostgres } from '#tests/support/test-db';
import { expireReservations, reconcileReleasedOrders } from './reconcile';
import { LATE_PAYMENT_MESSAGE, lateCouponMessage } from './verify-payment';

const MINUTE = 60_000;

describe(`late payments of orders that gave their coupon use back (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);

  const createOnline = async (shopper: TestAccount, amount: number, couponCode: string) => {
    const res = await asShopper(app, shopper).post('/api/cart/create-order', {
      amount,
      ...DELIVERY,
      couponCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const abandon = async (shopper: TestAccount, providerOrderId: string) => {
    const res = await asShopper(app, shopper).post('/api/cart/abandon-payment', {
      order_id: providerOrderId,
    });
    expect(res.json()).toMatchObject({ outcome: 'released' });
  };
  /** The browser's proof of each payment, kept to send again. */
  const proofs = new Map<string, { order_id: string; payment_id: string; signature: string }>();
  const sendProof = (shopper: TestAccount, providerOrderId: string) =>
    asShopper(app, shopper).post('/api/cart/verify-payment', { ...proofs.get(providerOrderId), ...DELIVERY });
  const verify = (shopper: TestAccount, providerOrderId: string) => {
    const { payment, signature } = fake.pay(providerOrderId);
    proofs.set(providerOrderId, { order_id: providerOrderId, payment_id: payment.id, signature });
    return sendProof(shopper, providerOrderId);
  };
  const payByWebhook = async (providerOrderId: string) => {
    const payment = fake.addPayment(providerOrderId);
    const delivery = fake.webhook('payment.captured', {
      payment: { entity: { ...payment, status: 'captured' } },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      payload: delivery.body,
    });
    expect(res.statusCode).toBe(200);
  };
  const orderOf = async (providerOrderId: string) =>
    (await db.query.orders.findFirst({ where: (o, { eq }) => eq(o.providerOrderId, providerOrderId) }))!;
  const refundsOf = (paymentId: string | null) => fake.refunds.filter((r) => r.payment_id === paymentId);
  const usesOf = async (code: string) => (await couponByCode(app, admin, code)).usesSoFar;

  it('a 1-use, once-per-shopper, first-order coupon let go 4 times and paid 4 times gives one discounted order', async () => {
    const c = await createCouponVia(app, admin, { totalUses: 1, usesPerShopper: 1, firstOrderOnly: true });
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { price: 1000, stock: { M: 10 } });
    const cap = await createProduct(db, { price: 1000, stock: { M: 10 } });
    await putInCart(db, shopper.id, tee, 'M', 1);
    // ₹1,000 less 10% is ₹900, plus ₹100 delivery: ₹1,000.
    const one = 100_000;
    // A tee and a cap: ₹2,000 less 10% is ₹1,800, plus ₹100: ₹1,900.
    const two = 190_000;

    // Let go four ways: abandoned, replaced by a newer checkout, expired, abandoned again.
    const abandoned = await createOnline(shopper, one, c.code);
    await abandon(shopper, abandoned);
    const replaced = await createOnline(shopper, one, c.code);
    await putInCart(db, shopper.id, cap, 'M', 1);
    const expired = await createOnline(shopper, two, c.code);
    expect((await orderOf(replaced)).status).toBe('failed');
    clock.advance(16 * MINUTE);
    await expireReservations(app.deps);
    expect((await orderOf(expired)).status).toBe('expired');
    const last = await createOnline(shopper, two, c.code);
    await abandon(shopper, last);
    expect(await usesOf(c.code)).toBe(0);
    expect(await stockOf(db, tee, 'M')).toBe(10);

    // All four are paid after all: the browser, the webhook, the reconciliation job, the browser.
    const first = await verify(shopper, abandoned);
    expect(first.json()).toEqual({ success: true, orderId: (await orderOf(abandoned)).orderId });
    await payByWebhook(replaced);
    fake.addPayment(expired);
    expect(await reconcileReleasedOrders(app.deps)).toBe(1);
    const fourth = await verify(shopper, last);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      success: false,
      errorMessage: lateCouponMessage(c.code),
      code: 'late_payment',
    });

    const orders = await Promise.all([abandoned, replaced, expired, last].map(orderOf));
    const fulfilled = orders.filter((o) => o.status === 'captured');
    expect(fulfilled.map((o) => o.providerOrderId)).toEqual([abandoned]);
    expect(fulfilled[0]).toMatchObject({ couponCode: c.code, discountPaise: 10_000, amountPaise: one });
    expect(await usesOf(c.code)).toBe(1);
    expect(await stockOf(db, tee, 'M')).toBe(9);
    expect(await stockOf(db, cap, 'M')).toBe(10);
    expect(refundsOf(fulfilled[0]!.paymentId)).toEqual([]);
    for (const refunded of orders.slice(1)) {
      // Each is refunded in full, once, and stays unfulfilled.
      expect(refunded.status).not.toBe('captured');
      expect(refunded.paymentId).not.toBeNull();
      // The webhook answers first and sends its refund just after.
      await vi.waitFor(() =>
        expect(refundsOf(refunded.paymentId)).toEqual([
          expect.objectContaining({ amount: refunded.amountPaise, receipt: refunded.orderId }),
        ]),
      );
      const events = await eventsOf(db, refunded.id);
      expect(events.find((e) => e.type === 'late_payment_refunded')!.data).toMatchObject({ cause: 'coupon' });
      const [mail] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Your payment for ${refunded.orderId} will be refunded`));
      expect(mail!.toAddress).toBe(shopper.email);
      expect(mail!.textBody).toContain(`coupon ${c.code} could no longer be used for it`);
      expect(mail!.textBody).toContain('refunding the full amount');
    }
    // A replayed proof answers the same and refunds nothing more.
    const replay = await sendProof(shopper, last);
    expect(replay.json()).toEqual(fourth.json());
    expect(refundsOf(orders[3]!.paymentId)).toHaveLength(1);
  });

  it.each([
    ['total uses', { totalUses: 1 }],
    ['uses per shopper', { usesPerShopper: 1 }],
    ['first order only', { firstOrderOnly: true }],
  ])('each limit alone (%s) holds against a second late payment', async (_limit, limits) => {
    const c = await createCouponVia(app, admin, limits);
    const shopper = await createShopper(db);
    const tee = await createProduct(db, { price: 1000, stock: { M: 10 } });
    await putInCart(db, shopper.id, tee, 'M', 1);
    const a = await createOnline(shopper, 100_000, c.code);
    await abandon(shopper, a);
    const b = await createOnline(shopper, 100_000, c.code);
    await abandon(shopper, b);
    expect((await verify(shopper, a)).statusCode).toBe(200);
    const late = await verify(shopper, b);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe(lateCouponMessage(c.code));
    expect((await orderOf(b)).status).toBe('failed');
    expect(await usesOf(c.code)).toBe(1);
  });

  it('a late payment whose stock sold still says so, and gives back no coupon use', async () => {
    const c = await createCouponVia(app, admin, { totalUses: 5 });
    const late = await createShopper(db);
    const quick = await createShopper(db);
    const tee = await createProduct(db, { price: 1000, stock: { M: 1 } });
    await putInCart(db, late.id, tee, 'M', 1);
    const mine = await createOnline(late, 100_000, c.code);
    await abandon(late, mine);
    await putInCart(db, quick.id, tee, 'M', 1);
    expect((await asShopper(app, quick).post('/api/cart/place-cod-order', DELIVERY)).statusCode).toBe(200);
    const res = await verify(late, mine);
    expect(res.json()).toMatchObject({ errorMessage: LATE_PAYMENT_MESSAGE });
    expect(await usesOf(c.code)).toBe(0);
  });

  describe('racing for the one remaining use', () => {
    it('two shoppers paying late at once: exactly one order gets it, the other is refunded', async () => {
      const c = await createCouponVia(app, admin, { totalUses: 1 });
      // A product each, so the two meet only on the coupon's row.
      const tees = [
        await createProduct(db, { price: 1000, stock: { M: 10 } }),
        await createProduct(db, { price: 1000, stock: { M: 10 } }),
      ];
      const shoppers = [await createShopper(db), await createShopper(db)];
      const providerOrders: string[] = [];
      for (const [i, shopper] of shoppers.entries()) {
        await putInCart(db, shopper.id, tees[i]!, 'M', 1);
        const id = await createOnline(shopper, 100_000, c.code);
        await abandon(shopper, id);
        providerOrders.push(id);
      }
      const answers = await Promise.all(shoppers.map((s, i) => verify(s, providerOrders[i]!)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const orders = await Promise.all(providerOrders.map(orderOf));
      expect(orders.filter((o) => o.status === 'captured')).toHaveLength(1);
      expect(await usesOf(c.code)).toBe(1);
      const stock = await Promise.all(tees.map((tee) => stockOf(db, tee, 'M')));
      expect(stock.sort((a, b) => a - b)).toEqual([9, 10]);
      const refunded = orders.find((o) => o.status !== 'captured')!;
      expect(refundsOf(refunded.paymentId)).toHaveLength(1);
    });

    it('one shopper paying two let-go orders at once, browser and webhook: exactly one gets it', async () => {
      const c = await createCouponVia(app, admin, { usesPerShopper: 1 });
      const shopper = await createShopper(db);
      const tee = await createProduct(db, { price: 1000, stock: { M: 10 } });
      await putInCart(db, shopper.id, tee, 'M', 1);
      const a = await createOnline(shopper, 100_000, c.code);
      await abandon(shopper, a);
      const b = await createOnline(shopper, 100_000, c.code);
      await abandon(shopper, b);
      await Promise.all([verify(shopper, a), payByWebhook(b)]);
      const orders = await Promise.all([a, b].map(orderOf));
      expect(orders.filter((o) => o.status === 'captured')).toHaveLength(1);
      await vi.waitFor(() =>
        expect(orders.filter((o) => refundsOf(o.paymentId).length === 1)).toHaveLength(1),
      );
      expect(await usesOf(c.code)).toBe(1);
    });
  });
});
