/**
 * Counted under contention (docs/decisions/025-cash-on-delivery-and-store-credit.md), on PGlite and
 * on PostgreSQL (TEST_DB=postgres): one shopper's parallel COD orders, and one shopper's store
 * credit spent by many checkouts at once.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, storeCreditEntries } from '#server/db/schema';
import { spendStoreCredit, storeCreditBalance } from '#server/modules/store-credit';
import { insertOrder } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { giveStoreCredit } from '#tests/support/cod-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

describe(`cash on delivery under contention (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('10 parallel COD orders by one shopper leave at most 2 open, the rest refused in words', async () => {
    const shopper = await createShopper(db);
    const products = await Promise.all(
      Array.from({ length: 10 }, () => createProduct(db, { price: 200, stock: { M: 5 } })),
    );
    // Each checkout brings its own line to the cart, so the checkouts overlap with lines to buy.
    const answers = await Promise.all(
      products.map(async (product) => {
        await putInCart(db, shopper.id, product, 'M', 1);
        return asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
      }),
    );
    const placed = answers.filter((res) => res.statusCode === 200);
    expect(placed.length, answers.map((a) => a.body).join('\n')).toBeGreaterThanOrEqual(1);
    expect(placed.length).toBeLessThanOrEqual(2);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(['cod_refused', 'cart_empty']).toContain(res.json().code);
    }
    const open = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.userId} = ${shopper.id} and ${orders.paymentMethod} = 'cod' and ${orders.status} = 'captured'`,
      );
    expect(open[0]!.n).toBe(placed.length);
    // With two open, every further attempt is refused, however many come at once.
    const more = await createProduct(db, { stock: { M: 5 } });
    if (placed.length === 2) {
      await putInCart(db, shopper.id, more, 'M', 1);
      const again = await Promise.all(
        Array.from({ length: 10 }, () => asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY)),
      );
      expect(again.map((r) => r.json().code)).toEqual(Array(10).fill('cod_refused'));
    }
  });

  it("50 spends at once of one shopper's ₹500 of credit never spend more than ₹500", async () => {
    const shopper = await createShopper(db);
    await giveStoreCredit(db, shopper.id, 500_00);
    const anyOrder = await insertOrder(db, {
      shopper,
      product: await createProduct(db, { stock: { M: 5 } }),
    });
    // Straight at the ledger, in 50 transactions of their own: the guarded UPDATE alone decides.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.transaction((tx) =>
          spendStoreCredit(tx, {
            userId: shopper.id,
            amountPaise: 30_00,
            orderTotalPaise: 30_00,
            orderDbId: anyOrder!.id,
            note: 'race',
            at: new Date(),
          }),
        ),
      ),
    );
    const spent = results.filter((r) => r.status === 'fulfilled').length;
    expect(
      results.find((r) => r.status === 'rejected' && !String(r.reason).includes('does not cover')),
    ).toBeUndefined();
    expect(spent).toBe(16);
    expect(await storeCreditBalance(db, shopper.id)).toBe(20_00);
    const debits = await db
      .select({ total: sql<number>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)::int` })
      .from(storeCreditEntries)
      .where(sql`${storeCreditEntries.userId} = ${shopper.id} and ${storeCreditEntries.kind} = 'debit'`);
    expect(debits[0]!.total).toBe(480_00);
  });

  it('50 checkouts at once paying from ₹500 of credit spend at most ₹500 in total', async () => {
    const shopper = await createShopper(db);
    await giveStoreCredit(db, shopper.id, 500_00);
    const products = await Promise.all(
      Array.from({ length: 50 }, () => createProduct(db, { price: 50, stock: { M: 5 } })),
    );
    const answers = await Promise.all(
      products.map(async (product) => {
        await putInCart(db, shopper.id, product, 'M', 1);
        return asShopper(app, shopper).post('/api/cart/place-store-credit-order', DELIVERY);
      }),
    );
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(['store_credit_short', 'cart_empty']).toContain(res.json().code);
    }
    const mine = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    const spent = mine.reduce((sum, order) => sum + order.storeCreditPaise, 0);
    expect(spent).toBeLessThanOrEqual(500_00);
    expect(spent + (await storeCreditBalance(db, shopper.id))).toBe(500_00);
    expect(mine.every((order) => order.storeCreditPaise === order.amountPaise)).toBe(true);
  });
});
