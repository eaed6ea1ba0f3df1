/**
 * A cash-on-delivery return refunded to store credit at the shopper's choice (docs/product.md
 * section 22): asked only where the refund does not go back through the provider, granted with
 * the refund in one transaction, once however many refunds race, and told on the order page,
 * in the store credit history and in the mail.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, returns, storeCreditEntries } from '#server/db/schema';
import { AFTER_ORDER_MESSAGES, type OrderDetailJson, type ReturnJson } from '#shared/after-order';
import type { StoreCreditJson } from '#shared/cod';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  placeCodOrderFor,
  startOnlineOrder,
} from '#tests/support/cart-factories';
import { latestIndianMorning } from '#tests/support/clock';
import { saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { TEST_PAYOUT } from '#tests/support/return-factories';

const DAY = 24 * 60 * 60_000;
/** Store credit lasts this long here, not the default 365 days, so the expiry is the setting's. */
const CREDIT_DAYS = 30;

describe('a cash-on-delivery refund to store credit', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const start = latestIndianMorning();
  beforeEach(() => clock.set(start));
  const db = database.db;
  const admin = await createAdmin(db);
  // Dispatch issues the tax invoice, and the refund its credit note (docs/product.md section 17).
  await saveInvoiceSettings(db);
  await saveCodSettings(db, { storeCreditDays: CREDIT_DAYS });

  const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: headersFor(admin), ...(payload ? { payload } : {}) });
  const page = async (shopper: TestAccount, orderId: string) =>
    (await asShopper(app, shopper).get(`/api/users/orders/${orderId}`)).json() as OrderDetailJson;
  const storeCredit = async (shopper: TestAccount) =>
    (await asShopper(app, shopper).get('/api/users/store-credit')).json() as StoreCreditJson;
  const step = (returnId: string, action: string, payload: object = {}) =>
    asAdmin('PATCH', `/api/admins/returns/${returnId}/${action}`, payload);

  async function delivered(orderId: string) {
    const dispatch = { orderId, courier: 'Delhivery', trackingId: 'DL123456' };
    expect((await asAdmin('PATCH', '/api/admins/dispatch', dispatch)).statusCode).toBe(200);
    expect((await asAdmin('PATCH', '/api/admins/deliver', { orderIds: [orderId] })).statusCode).toBe(200);
  }

  /** One ₹1,000 piece (quantity given), cash on delivery, dispatched and delivered. */
  async function deliveredCodOrder(quantity = 1) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock: { M: 5 } });
    const orderId = await placeCodOrderFor(app, db, shopper, product, quantity);
    await delivered(orderId);
    return { shopper, orderId };
  }

  async function deliveredOnlineOrder() {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock: { M: 5 } });
    const { providerOrderId, order } = await startOnlineOrder(app, db, shopper, product, 1);
    const { payment, signature } = fake.pay(providerOrderId);
    const paid = await asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: providerOrderId,
      payment_id: payment.id,
      signature,
      ...DELIVERY,
    });
    expect(paid.statusCode).toBe(200);
    await delivered(order.orderId);
    return { shopper, orderId: order.orderId };
  }

  async function requestReturn(shopper: TestAccount, orderId: string, body: object = {}) {
    const lineId = (await page(shopper, orderId)).items[0]!.lineId;
    return asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'too_small',
      resolution: 'refund',
      ...body,
    });
  }

  /** Requested with `refundTo`, approved and received: ready for the refund step. */
  async function receivedReturn(shopper: TestAccount, orderId: string, refundTo?: string) {
    const res = await requestReturn(
      shopper,
      orderId,
      refundTo === 'store_credit' ? { refundTo } : { ...(refundTo ? { refundTo } : {}), payout: TEST_PAYOUT },
    );
    expect(res.statusCode).toBe(200);
    const { returnId } = (res.json() as OrderDetailJson).returns[0]!;
    expect((await step(returnId, 'approve')).statusCode).toBe(200);
    expect((await step(returnId, 'receive', { restock: true })).statusCode).toBe(200);
    return returnId;
  }

  const refundToOf = async (returnId: string) =>
    (await db.select({ refundTo: returns.refundTo }).from(returns).where(eq(returns.returnId, returnId)))[0]
      ?.refundTo;

  describe('the choice at the request', () => {
    it('keeps the choice of a cash-on-delivery refund on the return, shown to the shopper and the admin', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const res = await requestReturn(shopper, orderId, { refundTo: 'store_credit' });
      expect(res.statusCode).toBe(200);
      const [requested] = (res.json() as OrderDetailJson).returns;
      expect(requested).toMatchObject({ status: 'requested', refundTo: 'store_credit' });
      const queue = (await asAdmin('GET', '/api/admins/returns')).json() as ReturnJson[];
      expect(queue.find((r) => r.returnId === requested!.returnId)).toMatchObject({
        paymentMethod: 'cod',
        refundTo: 'store_credit',
      });
    });

    it('takes a cash-on-delivery request without a choice as a transfer, as before the choice', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const res = await requestReturn(shopper, orderId, { payout: TEST_PAYOUT });
      expect((res.json() as OrderDetailJson).returns[0]!.refundTo).toBe('transfer');
    });

    it('refuses a choice on an order paid online, whose refund goes back to its payment, recording nothing', async () => {
      const { shopper, orderId } = await deliveredOnlineOrder();
      const refused = await requestReturn(shopper, orderId, { refundTo: 'store_credit' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.refundToOnline,
        code: 'validation',
      });
      expect((await page(shopper, orderId)).returns).toEqual([]);

      const plain = await requestReturn(shopper, orderId);
      expect(plain.statusCode).toBe(200);
      const [row] = (plain.json() as OrderDetailJson).returns;
      expect(row!.refundTo).toBeNull();
      expect(await refundToOf(row!.returnId)).toBeNull();
    });

    it('refuses a choice on an exchange, and an unknown choice', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const lineId = (await page(shopper, orderId)).items[0]!.lineId;
      const exchange = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/returns`, {
        lines: [{ lineId, quantity: 1, exchangeSize: 'L' }],
        reason: 'too_small',
        resolution: 'exchange',
        refundTo: 'store_credit',
      });
      expect(exchange.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.refundToExchange,
        code: 'validation',
      });
      const unknown = await requestReturn(shopper, orderId, { refundTo: 'cash' });
      expect(unknown.json()).toEqual({ errorMessage: AFTER_ORDER_MESSAGES.refundTo, code: 'validation' });
      expect((await page(shopper, orderId)).returns).toEqual([]);
    });
  });

  describe('the refund step', () => {
    it('grants the amount refunded to the ledger, expiring per the setting, with no reference asked', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const returnId = await receivedReturn(shopper, orderId, 'store_credit');
      clock.advance(60_000);
      const refundedAt = clock();
      const res = await step(returnId, 'refund', { amountPaise: 900_00 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'refunded',
        refunded: 900,
        refundTo: 'store_credit',
        refundReference: null,
      });

      const credit = await storeCredit(shopper);
      expect(credit.balance).toBe(900);
      expect(credit.entries).toEqual([
        {
          kind: 'credit',
          amount: 900,
          balanceAfter: 900,
          note: `Refund for return ${returnId} of order ${orderId}`,
          orderId,
          expiresAt: new Date(refundedAt.getTime() + CREDIT_DAYS * DAY).toISOString(),
          createdAt: refundedAt.toISOString(),
        },
      ]);
      // No money left the shop through the provider.
      const order = await orderByPublicId(db, orderId);
      expect((await eventsOf(db, order.id)).map((e) => e.type)).not.toContain('refund_requested');
    });

    it('keeps the reference rule for a transfer, and gives no credit', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const returnId = await receivedReturn(shopper, orderId, 'transfer');
      const missing = await step(returnId, 'refund', { amountPaise: 1000_00 });
      expect(missing.json()).toEqual({
        errorMessage: AFTER_ORDER_MESSAGES.transferReference,
        code: 'validation',
      });
      const res = await step(returnId, 'refund', { amountPaise: 1000_00, reference: 'UPI 4012 7788' });
      expect(res.json()).toMatchObject({
        refunded: 1000,
        refundTo: 'transfer',
        refundReference: 'UPI 4012 7788',
      });
      expect((await storeCredit(shopper)).entries).toEqual([]);
    });

    it('issues the same credit note as a transfer of the same amount would', async () => {
      const byTransfer = await deliveredCodOrder();
      const byCredit = await deliveredCodOrder();
      const transferReturn = await receivedReturn(byTransfer.shopper, byTransfer.orderId, 'transfer');
      const creditReturn = await receivedReturn(byCredit.shopper, byCredit.orderId, 'store_credit');
      await step(transferReturn, 'refund', { amountPaise: 750_00, reference: 'NEFT 1' });
      await step(creditReturn, 'refund', { amountPaise: 750_00 });
      const notes = async (party: { shopper: TestAccount; orderId: string }) =>
        (await page(party.shopper, party.orderId)).creditNotes.map((note) => note.total);
      expect(await notes(byCredit)).toEqual([750]);
      expect(await notes(byCredit)).toEqual(await notes(byTransfer));
    });

    it('never refunds more than was paid: the credit counts against what is left', async () => {
      const { shopper, orderId } = await deliveredCodOrder(2);
      const first = await receivedReturn(shopper, orderId, 'store_credit');
      expect((await step(first, 'refund', { amountPaise: 1000_00 })).statusCode).toBe(200);
      const second = await receivedReturn(shopper, orderId, 'store_credit');
      const tooMuch = await step(second, 'refund', { amountPaise: 1000_01 });
      expect(tooMuch.json().code).toBe('refund_too_large');
      expect((await step(second, 'refund', { amountPaise: 1000_00 })).statusCode).toBe(200);
      expect((await storeCredit(shopper)).balance).toBe(2000);
    });

    it('grants once when two refunds of the same return arrive together', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const returnId = await receivedReturn(shopper, orderId, 'store_credit');
      const both = await Promise.all([
        step(returnId, 'refund', { amountPaise: 1000_00 }),
        step(returnId, 'refund', { amountPaise: 1000_00 }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const order = await orderByPublicId(db, orderId);
      const entries = await db
        .select()
        .from(storeCreditEntries)
        .where(eq(storeCreditEntries.orderId, order.id));
      expect(entries.map((e) => e.amountPaise)).toEqual([1000_00]);
      expect((await storeCredit(shopper)).balance).toBe(1000);
      expect((await eventsOf(db, order.id)).filter((e) => e.type === 'refund_recorded')).toHaveLength(1);
      expect((await page(shopper, orderId)).creditNotes).toHaveLength(1);
    });
  });

  describe('what the shopper is told', () => {
    it('says on the order page and in the mail that the refund went to store credit', async () => {
      const { shopper, orderId } = await deliveredCodOrder();
      const returnId = await receivedReturn(shopper, orderId, 'store_credit');
      expect((await step(returnId, 'refund', { amountPaise: 1000_00 })).statusCode).toBe(200);

      const detail = await page(shopper, orderId);
      expect(detail.returns[0]).toMatchObject({ returnId, refunded: 1000, refundTo: 'store_credit' });
      expect(detail.timeline.map((entry) => entry.text)).toContain(
        'Refund of ₹1,000 added to your store credit',
      );

      const [mail] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Your refund for return ${returnId}`));
      const expiry = new Date(clock().getTime() + CREDIT_DAYS * DAY).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
      expect(mail!.toAddress).toBe(shopper.email);
      expect(mail!.textBody).toContain(
        `We have refunded ₹1,000 to your store credit for return ${returnId} (order ${orderId}).`,
      );
      expect(mail!.textBody).toContain(
        `ready to use on your next order, and expires on ${expiry} if unused.`,
      );
      expect(mail!.textBody).toContain('Your store credit balance is ₹1,000.');
      expect(mail!.textBody).not.toContain('bank or UPI transfer');
      expect(mail!.htmlBody).toContain('to your store credit');
    });
  });
});
