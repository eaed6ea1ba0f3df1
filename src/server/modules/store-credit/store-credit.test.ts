import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, storeCreditBalances, storeCreditEntries } from '#server/db/schema';
import { STORE_CREDIT_MESSAGES } from '#shared/cod';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, putInCart, stockOf } from '#tests/support/cart-factories';
import { giveStoreCredit } from '#tests/support/cod-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { expireStoreCredit } from './expiry';

describe('store credit', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const balanceOf = async (shopper: { cookie: string }) =>
    (await asShopper(app, shopper).get('/api/users/store-credit')).json();

  it('pays an order in full as a means of payment: invoice values unchanged, no cash rules, a debit in the history', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 400, stock: { M: 3 } });
    await giveStoreCredit(db, shopper.id, 600_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    const quote = await asShopper(app, shopper).post('/api/cart/quote', {});
    expect(quote.json()).toMatchObject({ totalPaise: 500_00, storeCreditPaise: 600_00 });
    const res = await asShopper(app, shopper).post('/api/cart/place-store-credit-order', DELIVERY);
    expect(res.statusCode).toBe(200);
    const order = await orderByPublicId(db, res.json().orderId);
    expect(order).toMatchObject({
      paymentMethod: 'store_credit',
      amountPaise: 500_00,
      storeCreditPaise: 500_00,
      deliveryChargePaise: 100_00,
      status: 'captured',
    });
    expect(await stockOf(db, product, 'M')).toBe(2);
    const page = await balanceOf(shopper);
    expect(page.balance).toBe(100);
    expect(
      page.entries.map((e: { kind: string; amount: number; balanceAfter: number }) => [
        e.kind,
        e.amount,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['debit', 500, 100],
      ['credit', 600, 600],
    ]);
    expect(page.entries[0].orderId).toBe(order.orderId);
    // No confirmation link: there is no cash to collect.
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.orderId} is confirmed`]);
    expect(mails[0]!.textBody).toContain('paid in full from your store credit');
  });

  it('refuses a whole-order payment the balance does not cover, changing nothing', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 900, stock: { M: 3 } });
    await giveStoreCredit(db, shopper.id, 500_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    const res = await asShopper(app, shopper).post('/api/cart/place-store-credit-order', DELIVERY);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorMessage: STORE_CREDIT_MESSAGES.notEnough(500_00, 1000_00),
      code: 'store_credit_short',
    });
    expect((await balanceOf(shopper)).balance).toBe(500);
    expect(await stockOf(db, product, 'M')).toBe(3);
  });

  it('pays part of a COD order, leaving the rest in cash; cancelling gives the credit back', async () => {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 900, stock: { M: 3 } });
    await giveStoreCredit(db, shopper.id, 250_00);
    await putInCart(db, shopper.id, product, 'M', 1);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', {
      ...DELIVERY,
      useStoreCredit: true,
    });
    expect(res.statusCode).toBe(200);
    const { orderId } = res.json();
    const order = await orderByPublicId(db, orderId);
    expect(order).toMatchObject({ paymentMethod: 'cod', amountPaise: 1000_00, storeCreditPaise: 250_00 });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderId} is placed: please confirm it`));
    expect(mail!.textBody).toContain('₹250 is paid from your store credit. Please keep ₹750 ready');
    expect((await balanceOf(shopper)).balance).toBe(0);
    const cancel = await asShopper(app, shopper).post(`/api/users/orders/${orderId}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect((await balanceOf(shopper)).balance).toBe(250);
    const [cancelMail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderId} has been cancelled`));
    expect(cancelMail!.textBody).toContain('₹250 of store credit it used is back in your balance');
  });

  it('expires what is left of a credit after 365 days, spending the oldest first', async () => {
    const shopper = await createShopper(db);
    const start = clock();
    await giveStoreCredit(db, shopper.id, 300_00, start);
    await giveStoreCredit(db, shopper.id, 200_00, new Date(start.getTime() + 100 * 86_400_000));
    const product = await createProduct(db, { price: 300, stock: { M: 3 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    // ₹400 spent: all of the first credit and ₹100 of the second.
    const res = await asShopper(app, shopper).post('/api/cart/place-store-credit-order', DELIVERY);
    expect(res.statusCode).toBe(200);
    expect(await expireStoreCredit(db, new Date(start.getTime() + 364 * 86_400_000))).toBe(0);
    expect(await expireStoreCredit(db, new Date(start.getTime() + 466 * 86_400_000))).toBeGreaterThanOrEqual(
      1,
    );
    // A second run (another instance) finds nothing left to expire.
    expect(await expireStoreCredit(db, new Date(start.getTime() + 466 * 86_400_000))).toBe(0);
    const page = await balanceOf(shopper);
    expect(page.balance).toBe(0);
    expect(page.entries[0]).toMatchObject({ kind: 'expiry', amount: 100, balanceAfter: 0 });
  });

  it('answers an empty ledger with a zero balance', async () => {
    const shopper = await createShopper(db);
    expect(await balanceOf(shopper)).toEqual({ balance: 0, entries: [] });
  });

  it('the ledger adds up: balance = credits - debits - expiries = what is left of the credits', async () => {
    const rows = await db.select().from(storeCreditEntries);
    const balances = await db.select().from(storeCreditBalances);
    for (const { userId, balancePaise } of balances) {
      const mine = rows.filter((r) => r.userId === userId);
      const sum = mine.reduce((s, r) => s + (r.kind === 'credit' ? r.amountPaise : -r.amountPaise), 0);
      const left = mine.reduce((s, r) => s + (r.remainingPaise ?? 0), 0);
      expect([sum, left]).toEqual([balancePaise, balancePaise]);
    }
  });
});
