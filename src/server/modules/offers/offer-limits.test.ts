/**
 * An offer's limit of uses per shopper holds exactly when one shopper's checkouts race (online
 * reservations and cash on delivery at once), and a cancelled or expired order gives its use back
 * (BUSINESS.md section 12; docs/decisions/040-offers.md). Runs on PGlite and PostgreSQL.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, offerUses } from '#server/db/schema';
import type { CheckoutQuote } from '#shared/coupons';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { createOfferVia } from '#tests/support/offer-factories';
import { usingPostgres } from '#tests/support/test-db';
import { expireReservations } from '../payments/reconcile';

describe(`an offer once per shopper (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);
  const offer = await createOfferVia(app, admin, { usesPerShopper: 1 });
  const tee = await createProduct(db, { name: 'Limit Tee', price: 799, stock: { M: 500 } });
  const liveUses = async (shopper: TestAccount) =>
    (
      await db
        .select()
        .from(offerUses)
        .where(
          and(
            eq(offerUses.userId, shopper.id),
            eq(offerUses.offerId, offer.id),
            isNull(offerUses.releasedAt),
          ),
        )
    ).length;
  const quote = async (shopper: TestAccount) =>
    (await asShopper(app, shopper).post('/api/cart/quote', {})).json() as CheckoutQuote;
  // Three ₹799 tees for ₹999 plus ₹100 delivery.
  const WITH_OFFER = 99_900 + 10_000;

  it('racing checkouts of one shopper hold at most one use, and the next cart pays full price', async () => {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, tee, 'M', 3);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        asShopper(app, shopper).post('/api/cart/create-order', { amount: WITH_OFFER, ...DELIVERY }),
      ),
      ...Array.from({ length: 4 }, () => asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY)),
    ]);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(await liveUses(shopper)).toBe(1);
    const orders = await db.query.orders.findMany({ where: (o, { eq }) => eq(o.userId, shopper.id) });
    const holding = orders.filter((o) => ['captured', 'pending_payment'].includes(o.status));
    expect(holding.filter((o) => o.offerDiscountPaise > 0)).toHaveLength(1);

    // Whichever won, a paid order or an online one awaiting payment, it holds the use: the same
    // three tees again cost full price. (An online winner leaves its cart, so it is filled afresh.)
    await db.delete(cartItems).where(eq(cartItems.userId, shopper.id));
    await putInCart(db, shopper.id, tee, 'M', 3);
    expect((await quote(shopper)).offers.savingPaise).toBe(0);
  });

  it('a cancelled cash-on-delivery order gives its use back, and the next cart saves again', async () => {
    // Placed alone, so the order that holds the use is always a captured one an admin can cancel
    // (in the race above an online reservation may win instead).
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, tee, 'M', 3);
    const placed = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderByPublicId(db, placed.json().orderId);
    // ₹799 x 3 = ₹2,397 for ₹999: a saving of ₹1,398, and ₹999 plus ₹100 delivery to pay.
    expect([order.offerDiscountPaise, order.amountPaise]).toEqual([139_800, WITH_OFFER]);
    expect(await liveUses(shopper)).toBe(1);

    await putInCart(db, shopper.id, tee, 'M', 3);
    expect((await quote(shopper)).offers.savingPaise).toBe(0);
    const cancel = await app.inject({
      method: 'PATCH',
      url: '/api/admins/cancel-order',
      headers: headersFor(admin),
      payload: { orderId: order.orderId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await liveUses(shopper)).toBe(0);
    expect((await quote(shopper)).offers.savingPaise).toBe(3 * 79_900 - 99_900);
  });

  it('an online order that expires unpaid gives its use back', async () => {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, tee, 'M', 3);
    const res = await asShopper(app, shopper).post('/api/cart/create-order', {
      amount: WITH_OFFER,
      ...DELIVERY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await liveUses(shopper)).toBe(1);
    clock.advance(16 * 60_000);
    await expireReservations(app.deps);
    expect(await liveUses(shopper)).toBe(0);
    expect((await quote(shopper)).offers.savingPaise).toBe(3 * 79_900 - 99_900);
  });
});
