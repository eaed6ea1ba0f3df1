/**
 * Store credit paying part of an order paid online (docs/product.md section 22): the credit is
 * spent with the reservation and the rest goes through the payment window; an unpaid reservation
 * gives the credit back, a late payment takes it again or is refunded; a cancellation refunds the
 * payment and puts the credit back; a return refunds the payment first, then store credit.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, outbox } from '#server/db/schema';
import { expireReservations } from '#server/modules/payments/reconcile';
import { STORE_CREDIT_MESSAGES } from '#shared/cod';
import { createTestApp } from '#tests/support/app';
import {
  asShopper,
  DELIVERY,
  eventsOf,
  orderByPublicId,
  payAndVerify,
  putInCart,
  stockOf,
} from '#tests/support/cart-factories';
import { asAdmin, giveStoreCredit } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { BENGALURU_ADDRESS, saveInvoiceSettings, setOrderAddress } from '#tests/support/invoice-factories';
import { storeCreditBalance } from './ledger';

const MINUTE = 60_000;

describe('store credit with an online payment', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);

  /** A shopper with `creditPaise` of credit and `quantity` ₹1,000 tees (₹100 delivery on any order). */
  async function shopperWith(creditPaise: number, quantity: number, stock = 10) {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 1000, stock: { M: stock } });
    if (creditPaise > 0) await giveStoreCredit(db, shopper.id, creditPaise);
    await putInCart(db, shopper.id, product, 'M', quantity);
    return { shopper, product, client: asShopper(app, shopper) };
  }
  const startWithCredit = (client: ReturnType<typeof asShopper>, amount: number) =>
    client.post('/api/cart/create-order', { amount, useStoreCredit: true, ...DELIVERY });

  it('spends ₹500 of credit and charges the other ₹600 of ₹1,100 online', async () => {
    const { shopper, product, client } = await shopperWith(500_00, 1);
    // ₹1,000 and ₹100 delivery.
    expect((await client.post('/api/cart/quote', {})).json()).toMatchObject({
      totalPaise: 1100_00,
      storeCreditPaise: 500_00,
    });
    const created = await startWithCredit(client, 600_00);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().amount).toBe(600_00);
    expect(fake.orders.get(created.json().id)!.amount).toBe(600_00);
    // Held with the reservation, like its stock.
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);
    expect(await stockOf(db, product, 'M')).toBe(9);

    const { verified } = await payAndVerify(client, fake, created.json().id);
    expect(verified.statusCode, verified.body).toBe(200);
    const order = await orderByPublicId(db, verified.json().orderId);
    expect(order).toMatchObject({
      status: 'captured',
      paymentMethod: 'online',
      amountPaise: 1100_00,
      storeCreditPaise: 500_00,
    });
    const history = (await client.get('/api/users/store-credit')).json();
    expect(history.entries[0]).toMatchObject({ kind: 'debit', amount: 500, orderId: order.orderId });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${order.orderId} is confirmed`));
    expect(mail!.textBody).toContain(
      '₹500 is paid from your store credit. We have received your payment of ₹600.',
    );
    const page = (await client.get(`/api/users/orders/${order.orderId}`)).json();
    expect(page).toMatchObject({ amount: 1100, storeCredit: 500, paymentMethod: 'online' });
  });

  it('refuses an amount that does not leave out the credit, spending nothing', async () => {
    const { shopper, product, client } = await shopperWith(500_00, 1);
    const whole = await startWithCredit(client, 1100_00);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().code).toBe('cart_changed');
    expect(await storeCreditBalance(db, shopper.id)).toBe(500_00);
    expect(await stockOf(db, product, 'M')).toBe(10);
  });

  it('sends a balance that covers the order to Pay with store credit, and an empty one back in words', async () => {
    const rich = await shopperWith(2000_00, 1);
    const covered = await startWithCredit(rich.client, 1);
    expect(covered.statusCode).toBe(409);
    expect(covered.json()).toEqual({
      errorMessage: STORE_CREDIT_MESSAGES.coversOnline,
      code: 'store_credit_covers',
    });
    const none = await shopperWith(0, 1);
    const empty = await startWithCredit(none.client, 1100_00);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().errorMessage).toBe(STORE_CREDIT_MESSAGES.none);
    expect(await storeCreditBalance(db, rich.shopper.id)).toBe(2000_00);
  });

  it('is not combined with partial cash on delivery', async () => {
    const { client } = await shopperWith(500_00, 1);
    const res = await client.post('/api/cart/create-order', {
      amount: 100_00,
      partialCod: true,
      useStoreCredit: true,
      ...DELIVERY,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(STORE_CREDIT_MESSAGES.notWithPartialCod);
  });

  it('gives the credit back when the reservation runs out, and takes it again for a late payment', async () => {
    const { shopper, client } = await shopperWith(500_00, 1);
    const created = await startWithCredit(client, 600_00);
    const order = await orderOfProviderOrder(created.json().id);
    clock.advance(16 * MINUTE);
    await expireReservations(app.deps);
    expect((await orderByPublicId(db, order.orderId)).status).toBe('expired');
    expect(await storeCreditBalance(db, shopper.id)).toBe(500_00);

    const { verified } = await payAndVerify(client, fake, created.json().id);
    expect(verified.json()).toEqual({ success: true, orderId: order.orderId });
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);
    const last = (await eventsOf(db, order.id)).at(-1)!;
    expect(last).toMatchObject({ type: 'late_payment_fulfilled' });
    expect(last.data).toMatchObject({ stock: 'taken again', storeCredit: 'taken again' });
  });

  it('refunds a late payment in full when its credit went to another order meanwhile', async () => {
    const { shopper, client } = await shopperWith(500_00, 1);
    const created = await startWithCredit(client, 600_00);
    const late = await orderOfProviderOrder(created.json().id);
    clock.advance(16 * MINUTE);
    await expireReservations(app.deps);
    // The credit, back in the balance, pays part of a cash-on-delivery order.
    const cod = await client.post('/api/cart/place-cod-order', { ...DELIVERY, useStoreCredit: true });
    expect(cod.statusCode, cod.body).toBe(200);
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);

    const { verified, paymentId } = await payAndVerify(client, fake, created.json().id);
    expect(verified.json().success).toBe(false);
    expect(verified.json().errorMessage).toMatch(/the store credit it used had gone to another order/);
    expect(fake.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([600_00]);
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);
    const order = await orderByPublicId(db, late.orderId);
    expect(order.status).toBe('expired');
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your payment for ${late.orderId} will be refunded`));
    expect(mail!.textBody).toContain('the ₹500 of store credit it used had gone to another order of yours');
    expect(mail!.textBody).toContain('refunding the full amount you paid, ₹600,');
  });

  it('a newer checkout gives the older reservation credit back before it spends again', async () => {
    const { shopper, client } = await shopperWith(500_00, 1);
    expect((await startWithCredit(client, 600_00)).statusCode).toBe(200);
    await putInCart(db, shopper.id, await createProduct(db, { price: 500 }), 'M', 1);
    // ₹1,500 of goods and ₹100 delivery, less the ₹500 given back and spent again.
    const again = await startWithCredit(client, 1100_00);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);
    const history = (await client.get('/api/users/store-credit')).json();
    expect(history.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['debit', 500],
      ['credit', 500],
      ['debit', 500],
      ['credit', 500],
    ]);
  });

  it('ten checkouts at once hold the credit once', async () => {
    const { shopper, client } = await shopperWith(500_00, 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => startWithCredit(client, 600_00)));
    expect(results.some((res) => res.statusCode === 200)).toBe(true);
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    // One reservation holds the ₹500; every one it replaced gave its ₹500 back first.
    const holding = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, shopper.id), eq(orders.status, 'pending_payment')));
    expect(holding.map((order) => order.storeCreditPaise)).toEqual([500_00]);
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);
    const entries = (await client.get('/api/users/store-credit')).json().entries as {
      kind: string;
      amount: number;
    }[];
    const net = entries.reduce((sum, e) => sum + (e.kind === 'credit' ? e.amount : -e.amount), 0);
    expect(net).toBe(0);
  });

  it('cancelling refunds the ₹600 paid online and puts the ₹500 of credit back, once', async () => {
    const { shopper, client } = await shopperWith(500_00, 1);
    const created = await startWithCredit(client, 600_00);
    const { verified, paymentId } = await payAndVerify(client, fake, created.json().id);
    const { orderId } = verified.json();
    const cancel = await client.post(`/api/users/orders/${orderId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    await waitForRefunds(paymentId, [600_00]);
    expect(await storeCreditBalance(db, shopper.id)).toBe(500_00);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderId} has been cancelled`));
    expect(mail!.textBody).toContain('₹500 of store credit it used is back in your balance');
  });

  async function orderOfProviderOrder(providerOrderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return order!;
  }
  async function waitForRefunds(paymentId: string, amounts: number[]) {
    await vi.waitFor(() =>
      expect(fake.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual(amounts),
    );
  }
});

// Its own app: the tests above move the clock past an admin session's idle time.
describe('a return of an order paid partly in store credit', async () => {
  const fake = await startFakeRazorpay();
  const { app, database } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = asAdmin(app, await createAdmin(db));

  it('a return refunds the payment first and the rest to store credit: ₹1,000, then ₹600 + ₹400', async () => {
    // Two ₹1,000 tees and ₹100 delivery: ₹2,100, of which ₹500 credit and ₹1,600 paid online.
    const shopper = await createShopper(db);
    await giveStoreCredit(db, shopper.id, 500_00);
    await putInCart(db, shopper.id, await createProduct(db, { price: 1000, stock: { M: 5 } }), 'M', 2);
    const client = asShopper(app, shopper);
    const created = await client.post('/api/cart/create-order', {
      amount: 1600_00,
      useStoreCredit: true,
      ...DELIVERY,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { verified, paymentId } = await payAndVerify(client, fake, created.json().id);
    const { orderId } = verified.json();
    await setOrderAddress(db, orderId, BENGALURU_ADDRESS);
    const dispatched = await admin('PATCH', '/api/admins/dispatch', {
      orderId,
      courier: 'Delhivery',
      trackingId: 'DL-1',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await admin('PATCH', '/api/admins/deliver', { orderIds: [orderId] })).statusCode).toBe(200);

    const returnOne = async () => {
      const page = (await client.get(`/api/users/orders/${orderId}`)).json();
      const before = page.returns.map((r: { returnId: string }) => r.returnId);
      const asked = await client.post(`/api/users/orders/${orderId}/returns`, {
        lines: [{ lineId: page.items[0].lineId, quantity: 1 }],
        reason: 'too_small',
        resolution: 'refund',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const { returnId } = asked
        .json()
        .returns.find((r: { returnId: string }) => !before.includes(r.returnId));
      for (const [step, body] of [
        ['approve', {}],
        ['receive', { restock: true }],
        ['refund', { amountPaise: 1000_00 }],
      ] as const) {
        const res = await admin('PATCH', `/api/admins/returns/${returnId}/${step}`, body);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
      return returnId;
    };

    await returnOne();
    await waitForRefunds(paymentId, [1000_00]);
    expect(await storeCreditBalance(db, shopper.id)).toBe(0);

    // ₹600 is left of the payment; the other ₹400 of the second tee goes to store credit.
    const second = await returnOne();
    await waitForRefunds(paymentId, [1000_00, 600_00]);
    expect(await storeCreditBalance(db, shopper.id)).toBe(400_00);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your refund for return ${second}`));
    expect(mail!.textBody).toContain(`We have refunded ₹1,000 for return ${second}`);
    expect(mail!.textBody).toContain(
      '₹600 goes back to the original payment method and takes 5 to 7 business days to show; ₹400 is in your store credit now.',
    );
    const timeline = (await client.get(`/api/users/orders/${orderId}`))
      .json()
      .timeline.map((entry: { text: string }) => entry.text);
    expect(timeline.some((text: string) => /₹400 added to your store credit/.test(text))).toBe(true);
  });
  async function waitForRefunds(paymentId: string, amounts: number[]) {
    await vi.waitFor(() =>
      expect(fake.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual(amounts),
    );
  }
});
