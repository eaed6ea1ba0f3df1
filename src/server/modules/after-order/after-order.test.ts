import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { AFTER_ORDER_MESSAGES, type OrderDetailJson, type ReturnJson } from '#shared/after-order';
import type { Size } from '#shared/constants';
import { headersFor } from '#tests/support/admin-factories';
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
import { latestIndianMorning } from '#tests/support/clock';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { TEST_PAYOUT } from '#tests/support/return-factories';
import { retryDueRefunds } from '../payments/refunds';

const DAY = 24 * 60 * 60_000;

describe('after the order', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  // 10:00 in India, so calendar days are easy to count (tests/support/clock.ts).
  const start = latestIndianMorning();
  const today = start.toISOString().slice(0, 10);
  // Each test starts then: one that moves time on must not end the others' sessions.
  beforeEach(() => clock.set(start));
  const dayAfterTomorrowMidnight = new Date(Date.parse(`${today}T18:30:00Z`) + 2 * DAY).toISOString();
  const db = database.db;
  const admin = await createAdmin(db);
  // Dispatch issues the tax invoice (docs/product.md section 17).
  await saveInvoiceSettings(db);

  const asAdmin = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: headersFor(admin), ...(payload ? { payload } : {}) });
  const mailsTo = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.id)).map((m) => ({
      subject: m.subject,
      text: m.textBody,
      html: m.htmlBody,
    }));
  const page = async (shopper: TestAccount, orderId: string) =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;

  const dispatch = (orderId: string, courier = 'Delhivery', trackingId = 'DL123456') =>
    asAdmin('PATCH', '/api/admins/dispatch', { orderId, courier, trackingId });
  const deliver = (...orderIds: string[]) => asAdmin('PATCH', '/api/admins/deliver', { orderIds });

  async function codOrder(
    options: { quantity?: number; size?: Size; stock?: Partial<Record<Size, number>> } = {},
  ) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock: options.stock ?? { M: 5, L: 5 } });
    const orderId = await placeCodOrderFor(
      app,
      db,
      shopper,
      product,
      options.quantity ?? 2,
      options.size ?? 'M',
    );
    return { shopper, product, orderId };
  }

  async function onlineOrder(quantity = 2) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock: { M: 5, L: 5 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product, quantity);
    const { payment, signature } = fake.pay(providerOrderId);
    const res = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(res.statusCode).toBe(200);
    return { shopper, product, orderId: order.orderId, payment };
  }

  async function delivered<T extends { orderId: string }>(placed: T): Promise<T> {
    expect((await dispatch(placed.orderId)).statusCode).toBe(200);
    expect((await deliver(placed.orderId)).statusCode).toBe(200);
    return placed;
  }

  const lineOf = async (shopper: TestAccount, orderId: string) =>
    (await page(shopper, orderId)).items[0]!.lineId;

  async function requestReturn(
    shopper: TestAccount,
    orderId: string,
    body: Partial<{
      quantity: number;
      exchangeSize: string;
      resolution: string;
      reason: string;
      note: string;
    }> = {},
  ) {
    const detail = await page(shopper, orderId);
    const lineId = detail.items[0]!.lineId;
    const byTransfer = (body.resolution ?? 'refund') === 'refund' && detail.paymentMethod === 'cod';
    return asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
      lines: [{ lineId, quantity: body.quantity ?? 1, exchangeSize: body.exchangeSize }],
      reason: body.reason ?? 'too_small',
      note: body.note,
      resolution: body.resolution ?? 'refund',
      // A cash-on-delivery refund goes by transfer: where to, as the shopper gives it.
      ...(byTransfer ? { payout: TEST_PAYOUT } : {}),
    });
  }

  const latestReturn = async (shopper: TestAccount, orderId: string) =>
    (await page(shopper, orderId)).returns[0]!;
  const step = (returnId: string, action: string, payload: object = {}) =>
    asAdmin('PATCH', `/api/admins/returns/${returnId}/${action}`, payload);

  describe('dispatch with a courier', () => {
    it('records the courier, links its tracking page on the order and in the mail', async () => {
      const { shopper, orderId } = await codOrder();
      const res = await dispatch(orderId, 'blue dart', 'BD 77/1');
      expect(res.statusCode).toBe(200);
      const trackingUrl = 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD%2077%2F1';
      expect(res.json()).toMatchObject({
        status: 'dispatched',
        courier: 'Blue Dart',
        trackingId: 'BD 77/1',
        trackingUrl,
      });
      const order = await orderByPublicId(db, orderId);
      expect(order.dispatchedAt).toEqual(clock());
      expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
        type: 'dispatched',
        actor: `admin:${admin.id}`,
        data: { courier: 'Blue Dart', trackingId: 'BD 77/1' },
      });
      const mail = (await mailsTo(shopper.email)).find((m) => m.subject.includes('on its way'))!;
      expect(mail.text).toContain(
        `with Blue Dart. Its tracking ID is BD 77/1. Track your parcel: ${trackingUrl}`,
      );
      expect(mail.html).toContain(`<a href="${trackingUrl.replaceAll('&', '&amp;')}">Track your parcel</a>`);
      const timeline = (await page(shopper, orderId)).timeline;
      expect(timeline.at(-1)).toMatchObject({ type: 'dispatched', link: trackingUrl });
    });

    it('refuses a courier the shop does not list, or a blank one, and leaves the order Processed', async () => {
      const { orderId } = await codOrder();
      const unknown = await dispatch(orderId, 'Pigeon Post');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errorMessage).toBe(AFTER_ORDER_MESSAGES.unknownCourier('Pigeon Post'));
      const blank = await dispatch(orderId, ' ', 'X1');
      expect(blank.json()).toEqual({ errorMessage: 'Please choose a courier.', code: 'validation' });
      expect((await orderByPublicId(db, orderId)).status).toBe('captured');
    });

    it('follows the couriers setting: a new template changes the link', async () => {
      const settings = (await asAdmin('GET', '/api/admins/settings')).json();
      const couriers = settings.couriers.couriers.map((c: { name: string }) =>
        c.name === 'Other'
          ? { name: 'Other', trackingUrlTemplate: 'https://track.example.in/{trackingId}' }
          : c,
      );
      expect((await asAdmin('PUT', '/api/admins/settings/couriers', { couriers })).statusCode).toBe(200);
      const { shopper, orderId } = await codOrder();
      await dispatch(orderId, 'Other', 'ZX9');
      expect((await page(shopper, orderId)).trackingUrl).toBe('https://track.example.in/ZX9');
      const bad = await asAdmin('PUT', '/api/admins/settings/couriers', {
        couriers: [{ name: 'Other', trackingUrlTemplate: 'http://track.example.in/' }],
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('delivered', () => {
    it('marks several dispatched orders delivered at once, each with its event and mail', async () => {
      const first = await codOrder();
      const second = await codOrder();
      await dispatch(first.orderId);
      await dispatch(second.orderId);
      const res = await deliver(first.orderId, second.orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((o: { status: string }) => o.status)).toEqual(['delivered', 'delivered']);
      for (const { shopper, orderId } of [first, second]) {
        const order = await orderByPublicId(db, orderId);
        expect(order.deliveredAt).toEqual(clock());
        expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
          type: 'delivered',
          actor: `admin:${admin.id}`,
        });
        const mail = (await mailsTo(shopper.email)).find((m) => m.subject.endsWith('has been delivered'))!;
        expect(mail.text).toContain('within 2 calendar days of delivery');
      }
    });

    it('refuses the whole batch when one order is not dispatched, naming it', async () => {
      const dispatched = await codOrder();
      await dispatch(dispatched.orderId);
      const processed = await codOrder();
      const res = await deliver(dispatched.orderId, processed.orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe(
        AFTER_ORDER_MESSAGES.deliveredOnlyDispatched(processed.orderId, 'captured'),
      );
      expect((await orderByPublicId(db, dispatched.orderId)).status).toBe('dispatched');
    });
  });

  describe("the shopper's cancel", () => {
    it('cancels a Processed cash-on-delivery order: stock back, event by the shopper, mail', async () => {
      const { shopper, product, orderId } = await codOrder();
      expect(await stockOf(db, product, 'M')).toBe(3);
      const res = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', canCancel: false });
      expect(await stockOf(db, product, 'M')).toBe(5);
      const order = await orderByPublicId(db, orderId);
      expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
        type: 'cancelled',
        actor: `shopper:${shopper.id}`,
      });
      expect((await mailsTo(shopper.email)).map((m) => m.subject)).toContain(
        `Your order ${orderId} has been cancelled`,
      );
      expect(res.json().timeline.at(-1)).toMatchObject({ text: 'Cancelled by you' });
    });

    it('refunds an online payment in full through the provider', async () => {
      const { shopper, orderId, payment } = await onlineOrder();
      const res = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toEqual([
        expect.objectContaining({ amount: (2 * 1000 + 100) * 100 }),
      ]);
    });

    it("refuses after dispatch (409), and another shopper's order (404), changing nothing", async () => {
      const { shopper, product, orderId } = await codOrder();
      const stranger = await asShopper(app, await createShopper(db)).post(
        `/api/users/orders/${orderId}/cancel`,
      );
      expect(stranger.statusCode).toBe(404);
      await dispatch(orderId);
      const late = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/cancel`);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.cancelOnlyProcessed,
        code: 'order_state',
      });
      expect((await orderByPublicId(db, orderId)).status).toBe('dispatched');
      expect(await stockOf(db, product, 'M')).toBe(3);
    });
  });

  describe('the order page', () => {
    it('shows the amounts, the timeline and the return window; another shopper gets 404', async () => {
      const { shopper, orderId } = await delivered(await codOrder());
      const detail = await page(shopper, orderId);
      expect(detail).toMatchObject({
        orderId,
        status: 'delivered',
        subtotal: 2000,
        deliveryCharge: 100,
        discount: 0,
        amount: 2100,
        canCancel: false,
        canReturn: true,
        returnWindow: { days: 2, endsAt: dayAfterTomorrowMidnight, open: true },
      });
      expect(detail.timeline.map((e) => e.type)).toEqual(['placed', 'dispatched', 'delivered']);
      const stranger = await asShopper(app, await createShopper(db)).get(`/api/users/orders/${orderId}`);
      expect(stranger.statusCode).toBe(404);
    });
  });

  describe('returns', () => {
    it('takes a request within the window: return row, event, badge, mail', async () => {
      const { shopper, orderId } = await delivered(await codOrder());
      clock.advance(DAY);
      const res = await requestReturn(shopper, orderId, {
        quantity: 2,
        reason: 'other',
        note: 'Seam came apart',
      });
      expect(res.statusCode).toBe(200);
      const detail = res.json() as OrderDetailJson;
      expect(detail.returnState).toBe('requested');
      expect(detail.returns[0]).toMatchObject({
        status: 'requested',
        reason: 'other',
        note: 'Seam came apart',
      });
      expect(detail.canReturn).toBe(false);
      expect(detail.timeline.at(-1)!.text).toMatch(/^Return RET-\w+ requested: 2 x Test Tee/);
      expect((await mailsTo(shopper.email)).at(-1)!.subject).toMatch(/^We have your return request RET-/);
      const [listed] = (await asShopper(app, shopper).get('/api/users/orders')).json();
      expect(listed.returnState).toBe('requested');
    });

    it('refuses a request after the window with 409 naming the window', async () => {
      const { shopper, orderId } = await delivered(await codOrder());
      // Delivered at 10:00 today: the day after tomorrow is open until midnight, the next is not.
      clock.advance(2 * DAY + 13 * 60 * 60_000);
      expect((await page(shopper, orderId)).canReturn).toBe(true);
      clock.advance(60 * 60_000);
      const res = await requestReturn(shopper, orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errorMessage:
          'Returns are accepted within 2 calendar days of delivery; the window for this order has closed.',
        code: 'return_window_closed',
      });
    });

    it('refuses more units than bought, a line of another order, another shopper and an undelivered order', async () => {
      const { shopper, orderId } = await delivered(await codOrder({ quantity: 2 }));
      const tooMany = await requestReturn(shopper, orderId, { quantity: 3 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errorMessage).toMatch(/^You can return at most 2 of Test Tee .* in size M\.$/);
      expect((await requestReturn(shopper, orderId, { quantity: 2 })).statusCode).toBe(200);
      const again = await requestReturn(shopper, orderId, { quantity: 1 });
      expect(again.statusCode).toBe(400);
      expect(again.json().errorMessage).toMatch(/has already been returned\.$/);

      const other = await delivered(await codOrder());
      const foreignLine = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
        lines: [{ lineId: await lineOf(other.shopper, other.orderId), quantity: 1 }],
        reason: 'damaged',
        resolution: 'refund',
      });
      expect(foreignLine.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.unknownLine,
        code: 'validation',
      });

      const stranger = await asShopper(app, shopper).post(`/api/users/orders/${other.orderId}/returns`, {
        lines: [{ lineId: 1, quantity: 1 }],
        reason: 'damaged',
        resolution: 'refund',
      });
      expect(stranger.statusCode).toBe(404);

      const processed = await codOrder();
      const early = await requestReturn(processed.shopper, processed.orderId);
      expect(early.statusCode).toBe(409);
      expect(early.json().errorMessage).toBe(AFTER_ORDER_MESSAGES.notDelivered);
    });

    it('asks for a note when the reason is other, and a different size for an exchange', async () => {
      const { shopper, orderId } = await delivered(await codOrder());
      expect((await requestReturn(shopper, orderId, { reason: 'other' })).json().errorMessage).toBe(
        AFTER_ORDER_MESSAGES.note,
      );
      expect((await requestReturn(shopper, orderId, { resolution: 'exchange' })).json().errorMessage).toBe(
        AFTER_ORDER_MESSAGES.exchangeSize,
      );
      expect(
        (await requestReturn(shopper, orderId, { resolution: 'exchange', exchangeSize: 'M' })).json()
          .errorMessage,
      ).toBe(AFTER_ORDER_MESSAGES.sameSize);
    });

    it('exchanges M for L: approve takes L and places a ₹0 order; receive restocks M; no double approve', async () => {
      const { shopper, product, orderId } = await delivered(
        await codOrder({ quantity: 1, stock: { M: 2, L: 1 } }),
      );
      expect(
        (await requestReturn(shopper, orderId, { resolution: 'exchange', exchangeSize: 'L' })).statusCode,
      ).toBe(200);
      const { returnId } = await latestReturn(shopper, orderId);
      const approved = await step(returnId, 'approve');
      expect(approved.statusCode).toBe(200);
      const exchangeOrderId = (approved.json() as ReturnJson).exchangeOrderId!;
      expect(exchangeOrderId).toMatch(/^ORD-/);
      expect(await stockOf(db, product, 'L')).toBe(0);

      const twice = await step(returnId, 'approve');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errorMessage).toBe(
        AFTER_ORDER_MESSAGES.returnState(returnId, 'approved', 'approved'),
      );
      expect(await stockOf(db, product, 'L')).toBe(0);

      const exchange = await page(shopper, exchangeOrderId);
      expect(exchange).toMatchObject({
        amount: 0,
        status: 'captured',
        exchangeFor: orderId,
        canCancel: false,
      });
      expect(exchange.items).toMatchObject([{ selectedSize: 'L', quantity: 1, price: 0 }]);
      const cancel = await asShopper(app, shopper).post(`/api/users/orders/${exchangeOrderId}/cancel`);
      expect(cancel.json().errorMessage).toBe(AFTER_ORDER_MESSAGES.exchangeNotCancellable);

      expect(await stockOf(db, product, 'M')).toBe(1);
      const received = await step(returnId, 'receive', { restock: true });
      expect(received.json()).toMatchObject({ status: 'exchanged', restocked: true });
      expect(await stockOf(db, product, 'M')).toBe(2);
      const detail = await page(shopper, orderId);
      expect(detail.returnState).toBe('returned');
      // Approval books the parcel's pickup with the courier service (docs/product.md, "Shipping").
      expect(detail.timeline.slice(-4).map((e) => e.type)).toEqual([
        'return_requested',
        'return_approved',
        'return_pickup_booked',
        'return_received',
      ]);
      const subjects = (await mailsTo(shopper.email)).map((m) => m.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          `Your return ${returnId} is approved`,
          `We received your return ${returnId}`,
        ]),
      );
      const list = (await asShopper(app, shopper).get('/api/users/orders')).json();
      expect(list.map((o: { orderId: string }) => o.orderId)).toContain(exchangeOrderId);
    });

    // An exchange to a sold-out size, at request and at approval: ./return-requests.test.ts.

    it('rejects with a reason the shopper sees, and gives the units back to return', async () => {
      const { shopper, orderId } = await delivered(await codOrder({ quantity: 1 }));
      await requestReturn(shopper, orderId);
      const { returnId } = await latestReturn(shopper, orderId);
      expect((await step(returnId, 'reject', { reason: ' ' })).statusCode).toBe(400);
      const res = await step(returnId, 'reject', { reason: 'The tag has been removed.' });
      expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'The tag has been removed.' });
      const detail = await page(shopper, orderId);
      expect(detail.returnState).toBeNull();
      expect(detail.timeline.at(-1)!.text).toBe(`Return ${returnId} rejected: The tag has been removed.`);
      expect(detail.canReturn).toBe(true);
      const mail = (await mailsTo(shopper.email)).at(-1)!;
      expect(mail.text).toContain('Reason: The tag has been removed.');
    });

    it('refunds an online return partly through the provider, never more than was paid', async () => {
      const { shopper, product, orderId, payment } = await delivered(await onlineOrder(2));
      await requestReturn(shopper, orderId, { quantity: 1, reason: 'too_large' });
      const { returnId, refundable } = await latestReturn(shopper, orderId);
      expect(refundable).toBe(1000);
      await step(returnId, 'approve');
      const early = await step(returnId, 'refund', { amountPaise: 100000 });
      expect(early.statusCode).toBe(409);
      await step(returnId, 'receive', { restock: false });
      expect(await stockOf(db, product, 'M')).toBe(3);

      const tooMuch = await step(returnId, 'refund', { amountPaise: 100001 });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.refundTooLarge('₹1,000'),
        code: 'refund_too_large',
      });
      const res = await step(returnId, 'refund', { amountPaise: 90000 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'refunded', refunded: 900 });
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toEqual([
        expect.objectContaining({ amount: 90000, receipt: `${orderId} return:${returnId}` }),
      ]);
      const detail = await page(shopper, orderId);
      expect(detail.returnState).toBe('returned');
      expect(detail.timeline.map((e) => e.type)).toEqual(
        expect.arrayContaining(['refund_requested', 'refund_issued', 'return_refunded']),
      );
      expect((await mailsTo(shopper.email)).at(-1)!.subject).toBe(`Your refund for return ${returnId}`);

      // The second unit's return is refunded separately on the same payment.
      await requestReturn(shopper, orderId, { quantity: 1 });
      const second = (await latestReturn(shopper, orderId)).returnId;
      await step(second, 'approve');
      await step(second, 'receive', { restock: true });
      expect((await step(second, 'refund', { amountPaise: 100000 })).statusCode).toBe(200);
      expect(fake.refunds.filter((r) => r.payment_id === payment.id).map((r) => r.amount)).toEqual([
        90000, 100000,
      ]);
    });

    it('records a cash-on-delivery refund with its transfer reference', async () => {
      const { shopper, orderId } = await delivered(await codOrder({ quantity: 1 }));
      await requestReturn(shopper, orderId, { reason: 'damaged' });
      const { returnId } = await latestReturn(shopper, orderId);
      await step(returnId, 'approve');
      await step(returnId, 'receive', { restock: false });
      const refundsBefore = fake.refunds.length;
      const missing = await step(returnId, 'refund', { amountPaise: 100000 });
      expect(missing.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.transferReference,
        code: 'validation',
      });
      const res = await step(returnId, 'refund', { amountPaise: 100000, reference: 'UPI 4012 7788' });
      expect(res.json()).toMatchObject({
        status: 'refunded',
        refunded: 1000,
        refundReference: 'UPI 4012 7788',
      });
      expect(fake.refunds.length).toBe(refundsBefore);
      const detail = await page(shopper, orderId);
      expect(detail.timeline.some((e) => e.text.includes('reference UPI 4012 7788'))).toBe(true);
    });

    it('lets one of two simultaneous approvals or refunds through, taking stock and money once', async () => {
      const { shopper, product, orderId, payment } = await delivered(await onlineOrder(2));
      await requestReturn(shopper, orderId, { quantity: 1, resolution: 'exchange', exchangeSize: 'L' });
      const exchange = (await latestReturn(shopper, orderId)).returnId;
      const approvals = await Promise.all([step(exchange, 'approve'), step(exchange, 'approve')]);
      expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await stockOf(db, product, 'L')).toBe(4);

      await requestReturn(shopper, orderId, { quantity: 1 });
      const refund = (await latestReturn(shopper, orderId)).returnId;
      await step(refund, 'approve');
      await step(refund, 'receive', { restock: true });
      const refunds = await Promise.all([
        step(refund, 'refund', { amountPaise: 100000 }),
        step(refund, 'refund', { amountPaise: 100000 }),
      ]);
      expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      // The refund is sent after its commit; should the losing request still hold the order
      // then, the send is left to the retry job, which must send it exactly once.
      await retryDueRefunds(app.deps);
      await retryDueRefunds(app.deps);
      expect(fake.refunds.filter((r) => r.payment_id === payment.id).map((r) => r.amount)).toEqual([100000]);
    });

    it('lists open returns in the admin queue, for administrators only', async () => {
      const { shopper, orderId } = await delivered(await codOrder({ quantity: 1 }));
      await requestReturn(shopper, orderId);
      const { returnId } = await latestReturn(shopper, orderId);
      const queue = (await asAdmin('GET', '/api/admins/returns')).json() as ReturnJson[];
      expect(queue.find((r) => r.returnId === returnId)).toMatchObject({
        orderId,
        userName: shopper.userName,
        status: 'requested',
        paymentMethod: 'cod',
      });
      const asShopperCall = await app.inject({ url: '/api/admins/returns', headers: headersFor(shopper) });
      expect(asShopperCall.statusCode).toBe(401);
    });
  });
});
