import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { ADMIN_ORDERS_PAGE_SIZE } from '#shared/constants';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  placeCodOrderFor,
  startOnlineOrder,
  stockOf,
} from '#tests/support/cart-factories';
import { saveCodSettings } from '#tests/support/cod-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { cancelOrder } from '../payments/cancel-order';
import { retryDueRefunds } from '../payments/refunds';
import { dispatchOrder, listAllOrders } from './admin-orders';

describe('the back office order operations', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(database.db);
  const db = database.db;
  const admin = 'admin:7';

  const mailsTo = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.toAddress, email))).map((m) => m.subject);

  async function paidOnlineOrder(stock = 3) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock: { M: stock } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product);
    const { payment, signature } = fake.pay(providerOrderId);
    await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    return { shopper, product, order, payment };
  }

  describe('dispatch', () => {
    it('dispatches a captured order with its tracking id, writes an event and mails the shopper', async () => {
      const shopper = await createShopper(db);
      const orderId = await placeCodOrderFor(app, db, shopper, await createProduct(db));
      const json = await dispatchOrder(db, { orderId, trackingId: '  BLUEDART-123  ', actor: admin });
      expect(json).toMatchObject({ orderId, status: 'dispatched', trackingId: 'BLUEDART-123' });
      const order = await orderByPublicId(db, orderId);
      expect(order).toMatchObject({ status: 'dispatched', trackingId: 'BLUEDART-123' });
      expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
        type: 'dispatched',
        actor: admin,
        data: { from: 'captured', to: 'dispatched', trackingId: 'BLUEDART-123' },
      });
      expect(await mailsTo(shopper.email)).toContain(`Your order ${orderId} is on its way`);
      const [listed] = (await asShopper(app, shopper).get('/api/users/orders')).json();
      expect(listed).toMatchObject({ status: 'dispatched', trackingId: 'BLUEDART-123' });
    });

    it.each(['', '   ', undefined])(
      'refuses a blank tracking id (%j) with 400 "Tracking ID can\'t be left empty"',
      async (trackingId) => {
        const orderId = await placeCodOrderFor(app, db, await createShopper(db), await createProduct(db));
        const failure = await dispatchOrder(db, {
          orderId,
          trackingId: trackingId as string,
          actor: admin,
        }).catch((e) => e);
        expect(failure).toMatchObject({
          kind: 'invalid',
          statusCode: 400,
          message: "Tracking ID can't be left empty",
        });
        expect((await orderByPublicId(db, orderId)).status).toBe('captured');
      },
    );

    it('refuses dispatching twice, or a cancelled order, with 409; an unknown order with 404', async () => {
      const orderId = await placeCodOrderFor(app, db, await createShopper(db), await createProduct(db));
      await dispatchOrder(db, { orderId, trackingId: 'T1', actor: admin });
      const twice = await dispatchOrder(db, { orderId, trackingId: 'T2', actor: admin }).catch((e) => e);
      expect(twice).toMatchObject({ statusCode: 409 });
      expect((await orderByPublicId(db, orderId)).trackingId).toBe('T1');
      const cancelledId = await placeCodOrderFor(app, db, await createShopper(db), await createProduct(db));
      await cancelOrder(app.deps, { orderId: cancelledId, actor: admin });
      const afterCancel = await dispatchOrder(db, {
        orderId: cancelledId,
        trackingId: 'T3',
        actor: admin,
      }).catch((e) => e);
      expect(afterCancel).toMatchObject({ statusCode: 409 });
      const unknown = await dispatchOrder(db, {
        orderId: 'ORD-0000000000',
        trackingId: 'T',
        actor: admin,
      }).catch((e) => e);
      expect(unknown).toMatchObject({ statusCode: 404 });
    });

    it('refuses an order still awaiting payment as unknown', async () => {
      const { order } = await startOnlineOrder(app, db, await createShopper(db), await createProduct(db));
      const failure = await dispatchOrder(db, {
        orderId: order.orderId,
        trackingId: 'T',
        actor: admin,
      }).catch((e) => e);
      expect(failure).toMatchObject({ statusCode: 404 });
    });
  });

  describe('cancel', () => {
    it('cancels a cash-on-delivery order: stock back on sale, event, mail, no refund', async () => {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { stock: { L: 4 } });
      const orderId = await placeCodOrderFor(app, db, shopper, product, 3, 'L');
      expect(await stockOf(db, product, 'L')).toBe(1);
      const refundsBefore = fake.refunds.length;
      const json = await cancelOrder(app.deps, { orderId, actor: admin });
      expect(json.status).toBe('cancelled');
      expect(await stockOf(db, product, 'L')).toBe(4);
      const order = await orderByPublicId(db, orderId);
      expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({ type: 'cancelled', actor: admin });
      expect(await mailsTo(shopper.email)).toContain(`Your order ${orderId} has been cancelled`);
      expect(fake.refunds.length).toBe(refundsBefore);
    });

    it('refunds a paid online order through the provider when cancelling it', async () => {
      const { order, payment, product } = await paidOnlineOrder();
      expect(await stockOf(db, product, 'M')).toBe(2);
      await cancelOrder(app.deps, { orderId: order.orderId, actor: admin });
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toEqual([
        expect.objectContaining({ amount: (1000 + 100) * 100, receipt: order.orderId }),
      ]);
      expect(await stockOf(db, product, 'M')).toBe(3);
      expect((await eventsOf(db, order.id)).map((e) => e.type)).toEqual([
        'awaiting_payment',
        'payment_captured',
        'cancelled',
        'refund_requested',
        'refund_attempt',
        'refund_issued',
      ]);
    });

    it('refuses cancelling twice and after dispatch with 409, restocking once', async () => {
      const product = await createProduct(db, { stock: { M: 2 } });
      const orderId = await placeCodOrderFor(app, db, await createShopper(db), product);
      await cancelOrder(app.deps, { orderId, actor: admin });
      const twice = await cancelOrder(app.deps, { orderId, actor: admin }).catch((e) => e);
      expect(twice).toMatchObject({ statusCode: 409 });
      expect(await stockOf(db, product, 'M')).toBe(2);
      const dispatchedId = await placeCodOrderFor(app, db, await createShopper(db), product);
      await dispatchOrder(db, { orderId: dispatchedId, trackingId: 'T9', actor: admin });
      const afterDispatch = await cancelOrder(app.deps, { orderId: dispatchedId, actor: admin }).catch(
        (e) => e,
      );
      expect(afterDispatch).toMatchObject({ statusCode: 409 });
      expect(await stockOf(db, product, 'M')).toBe(1);
    });

    it('keeps the cancellation when the refund call fails, and the retry job sends it later, once', async () => {
      const { order, payment } = await paidOnlineOrder();
      fake.failures.push(`/payments/${payment.id}/refund`);
      await cancelOrder(app.deps, { orderId: order.orderId, actor: admin });
      expect((await orderByPublicId(db, order.orderId)).status).toBe('cancelled');
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(0);
      expect((await eventsOf(db, order.id)).at(-1)!.type).toBe('refund_failed');

      expect(await retryDueRefunds(app.deps)).toBe(0); // too soon after the attempt
      clock.advance(5 * 60_000 + 1);
      expect(await retryDueRefunds(app.deps)).toBe(1);
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
      clock.advance(10 * 60_000);
      expect(await retryDueRefunds(app.deps)).toBe(0);
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    });
  });

  describe('listAllOrders', () => {
    it('lists 50 a page, newest first, and filters by status', async () => {
      // One shopper places them all: the limit on open COD orders (2 by default) is lifted here.
      await saveCodSettings(db, { maxOpenCodOrders: 1000 });
      const shopper = await createShopper(db);
      const product = await createProduct(db, { stock: { M: 100 } });
      // A shopper each: one shopper may have only 2 cash-on-delivery orders open at once.
      for (let i = 0; i < ADMIN_ORDERS_PAGE_SIZE + 2; i++) {
        clock.advance(1000);
        await placeCodOrderFor(app, db, await createShopper(db), product);
      }
      const newest = await placeCodOrderFor(app, db, shopper, product);
      await dispatchOrder(db, { orderId: newest, trackingId: 'X1', actor: admin });
      const pending = await startOnlineOrder(app, db, await createShopper(db), product);

      const page1 = await listAllOrders(db, { page: 1 });
      expect(page1).toHaveLength(50);
      expect(page1[0]!.orderId).toBe(newest);
      const all = [...page1, ...(await listAllOrders(db, { page: 2 }))];
      const times = all.map((o) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(all.some((o) => o.orderId === pending.order.orderId)).toBe(false);
      const dispatched = await listAllOrders(db, { page: 1, status: 'dispatched' });
      expect(dispatched.map((o) => o.status)).toEqual(dispatched.map(() => 'dispatched'));
      expect(dispatched.map((o) => o.orderId)).toContain(newest);
      const waiting = await listAllOrders(db, { status: 'pending_payment' });
      expect(waiting.map((o) => o.orderId)).toContain(pending.order.orderId);
      expect(await listAllOrders(db, { page: 99 })).toEqual([]);
    });
  });
});
