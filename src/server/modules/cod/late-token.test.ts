/**
 * Partial COD's token makes the order a COD order when it is paid, so every COD rule is judged
 * then, a token paid after its reservation ended included (BUSINESS.md section 7): a token the
 * rules now refuse is refunded in full, with the rule's words to the shopper.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, outbox } from '#server/db/schema';
import { expireReservations } from '#server/modules/payments/reconcile';
import { COD_MESSAGES, PARTIAL_COD_MESSAGES } from '#shared/cod';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  payAndVerify,
  placeCodOrderFor,
  putInCart,
  stockOf,
} from '#tests/support/cart-factories';
import { saveCodSettings, saveDeliverySettings } from '#tests/support/cod-factories';
import { createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

const MINUTE = 60_000;
describe('a partial-COD token paid late is judged by every COD rule', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);
  // ₹1,049 and ₹100 delivery: ₹1,149 in all, ₹100 of it the token paid online, ₹1,049 in cash.
  const product = await createProduct(db, { price: 1049, stock: { M: 100 } });
  beforeEach(async () => {
    await saveCodSettings(db, { partialCod: 'fixed', partialCodTokenPaise: 100_00 });
    await setDelivery({});
  });

  const setDelivery = (changes: Parameters<typeof saveDeliverySettings>[1]) =>
    saveDeliverySettings(db, changes);

  /** A token's reservation: the cart's one tee, ₹100 to pay now. Answers the provider's order id. */
  async function reserveToken(shopper: TestAccount): Promise<string> {
    await putInCart(db, shopper.id, product, 'M', 1);
    const created = await asShopper(app, shopper).post('/api/cart/create-order', {
      amount: 100_00,
      partialCod: true,
      ...DELIVERY,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().id as string;
  }

  /** The reservation runs out unpaid: its stock goes back and the order is expired. */
  async function letGo() {
    clock.advance(16 * MINUTE);
    await expireReservations(app.deps);
  }

  /** Three token reservations, each let go before the next: the reproduction. */
  async function threeLetGo(shopper: TestAccount): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await reserveToken(shopper));
      await letGo();
      await db.execute(sql`delete from cart_items where user_id = ${shopper.id}`);
    }
    return ids;
  }

  const openCodOrders = async (userId: number) =>
    (
      await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentMethod, 'cod'),
            inArray(orders.status, ['captured', 'dispatched']),
          ),
        )
    ).length;

  const orderOfProvider = async (providerOrderId: string) =>
    (await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;

  it('refunds three late tokens in full when two COD orders are already open (cap 2)', async () => {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    const tokens = await threeLetGo(shopper);
    await placeCodOrderFor(app, db, shopper, product);
    await placeCodOrderFor(app, db, shopper, product);
    expect(await openCodOrders(shopper.id)).toBe(2);
    const stockBefore = await stockOf(db, product, 'M');

    for (const providerOrderId of tokens) {
      const { verified, paymentId } = await payAndVerify(client, fake, providerOrderId);
      expect(verified.statusCode, verified.body).toBe(409);
      expect(verified.json()).toEqual({
        success: false,
        code: 'late_payment',
        errorMessage: PARTIAL_COD_MESSAGES.tokenRefused(COD_MESSAGES.tooManyOpen(2), 100_00),
      });
      // The whole token back to the payment it came from: ₹100.
      expect(fake.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([100_00]);
      const order = await orderOfProvider(providerOrderId);
      expect(order).toMatchObject({ status: 'expired', paymentId });
      const types = (await eventsOf(db, order.id)).map((e) => e.type);
      expect(types).toEqual([
        'awaiting_payment',
        'expired',
        'late_payment_refunded',
        'refund_requested',
        'refund_attempt',
        'refund_issued',
      ]);
      const refunded = (await eventsOf(db, order.id)).find((e) => e.type === 'late_payment_refunded')!;
      expect(refunded.data).toMatchObject({ cause: 'cod', refusal: COD_MESSAGES.tooManyOpen(2) });
      const mail = (await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email))).find(
        (m) => m.subject === `Your payment for ${order.orderId} will be refunded`,
      );
      expect(mail?.textBody).toContain(
        `We could not take order ${order.orderId} in cash on delivery when your payment of ₹100 reached us: ${COD_MESSAGES.tooManyOpen(2)}`,
      );
      expect(mail?.textBody).toContain('We are refunding the full amount you paid, ₹100');
    }
    // Still two open COD orders, and no unit taken for the refused tokens.
    expect(await openCodOrders(shopper.id)).toBe(2);
    expect(await stockOf(db, product, 'M')).toBe(stockBefore);
  });

  it('counts late tokens as they come: two fulfilled up to the cap, the third refunded', async () => {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    const tokens = await threeLetGo(shopper);
    expect((await payAndVerify(client, fake, tokens[0]!)).verified.statusCode).toBe(200);
    expect((await payAndVerify(client, fake, tokens[1]!)).verified.statusCode).toBe(200);
    expect(await openCodOrders(shopper.id)).toBe(2);
    // The third would be a third open COD order: refunded. Reported twice (the browser, then a
    // replay such as the webhook's), it is refunded once and says the same words both times.
    const { payment, signature } = fake.pay(tokens[2]!);
    const proof = { order_id: tokens[2], payment_id: payment.id, signature, ...DELIVERY };
    for (let i = 0; i < 2; i += 1) {
      const answer = await client.post('/api/cart/verify-payment', proof);
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([
        409,
        PARTIAL_COD_MESSAGES.tokenRefused(COD_MESSAGES.tooManyOpen(2), 100_00),
      ]);
    }
    expect(fake.refunds.filter((r) => r.payment_id === payment.id).map((r) => r.amount)).toEqual([100_00]);
    expect(await openCodOrders(shopper.id)).toBe(2);
  });

  it('judges the shop rules too, for a token paid in time: a pincode without COD since', async () => {
    const shopper = await createShopper(db);
    const providerOrderId = await reserveToken(shopper);
    const stockHeld = await stockOf(db, product, 'M');
    await setDelivery({ noCodPincodes: ['560001'] });
    const { verified, paymentId } = await payAndVerify(asShopper(app, shopper), fake, providerOrderId);
    expect(verified.statusCode, verified.body).toBe(409);
    expect(verified.json().errorMessage).toBe(
      PARTIAL_COD_MESSAGES.tokenRefused(DELIVERY_MESSAGES.codUnavailable, 100_00),
    );
    expect(fake.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([100_00]);
    // The reservation let its unit go; the order is not the shopper's.
    const order = await orderOfProvider(providerOrderId);
    expect(order.status).toBe('failed');
    expect(await stockOf(db, product, 'M')).toBe(stockHeld + 1);
    expect(await openCodOrders(shopper.id)).toBe(0);
  });

  it('compares the ceiling with the cash the courier collects, not the grand total', async () => {
    // Worked example: ₹1,149 in all, ₹100 paid online as the token, so the courier collects
    // ₹1,049. A ceiling of ₹1,100 lets it through; one of ₹1,000 does not.
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    const first = await reserveToken(shopper);
    await letGo();
    await setDelivery({ codMaxPaise: 1_100_00 });
    expect((await payAndVerify(client, fake, first)).verified.statusCode).toBe(200);
    expect((await orderOfProvider(first)).status).toBe('captured');

    await db.execute(sql`delete from cart_items where user_id = ${shopper.id}`);
    await setDelivery({});
    const second = await reserveToken(shopper);
    await letGo();
    await setDelivery({ codMaxPaise: 1_000_00 });
    const refused = (await payAndVerify(client, fake, second)).verified;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(
      PARTIAL_COD_MESSAGES.tokenRefused(DELIVERY_MESSAGES.codLimit(1_000_00), 100_00),
    );
    expect(await orderByPublicId(db, (await orderOfProvider(second)).orderId)).toMatchObject({
      status: 'expired',
    });
  });
});
