import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '#shared/coupons';
import { createTestApp } from '#tests/support/app';
import { asShopper, countRows, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createCouponVia } from '#tests/support/coupon-factories';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import { razorpayEnv, startFakeRazorpay } from '#tests/support/fake-razorpay';
import { COUPON_GUESS_LIMIT, COUPON_GUESS_WINDOW_MS } from './guess-limit';

const LOCKED = 'Too many coupon codes that do not exist. Please try again in 15 minutes.';

describe('guessing coupon codes', async () => {
  const fake = await startFakeRazorpay();
  const { app, database, clock } = await createTestApp(razorpayEnv(fake));
  const db = database.db;
  const admin = await createAdmin(db);
  // Started well before the test clock, which begins at the real time.
  const startsAt = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const valid = await createCouponVia(app, admin, { startsAt });
  const needsBiggerCart = await createCouponVia(app, admin, { startsAt, minSubtotalPaise: 1_000_000 });

  async function shopperWithCart() {
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 999, stock: { M: 50 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    return shopper;
  }
  const quote = (shopper: TestAccount, couponCode?: string) =>
    asShopper(app, shopper).post('/api/cart/quote', couponCode === undefined ? {} : { couponCode });
  const placeCod = (shopper: TestAccount, couponCode?: string) =>
    asShopper(app, shopper).post('/api/cart/place-cod-order', { ...DELIVERY, couponCode });
  const createOnline = (shopper: TestAccount, couponCode?: string) =>
    asShopper(app, shopper).post('/api/cart/create-order', { amount: 1099, ...DELIVERY, couponCode });

  it(`answers 429 for any code after ${COUPON_GUESS_LIMIT} unknown ones, at the quote and both ways to order`, async () => {
    const shopper = await shopperWithCart();
    const tries = [quote, quote, quote, quote, quote, quote, placeCod, placeCod, createOnline, createOnline];
    expect(tries).toHaveLength(COUPON_GUESS_LIMIT);
    for (const [i, attempt] of tries.entries()) {
      const res = await attempt(shopper, `GUESS${i}`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errorMessage).toBe(COUPON_MESSAGES.unknown);
    }

    for (const attempt of [quote, placeCod, createOnline]) {
      const res = await attempt(shopper, valid.code);
      expect(res.statusCode).toBe(429);
      expect(res.json().errorMessage).toBe(LOCKED);
      expect(Number(res.headers['retry-after'])).toBe(COUPON_GUESS_WINDOW_MS / 1000);
    }
    expect(await countRows(db)).toMatchObject({ orders: 0, events: 0, mails: 0 });
    // Without a code the checkout is not held up.
    expect((await quote(shopper)).statusCode).toBe(200);

    clock.advance(COUPON_GUESS_WINDOW_MS);
    const again = await quote(shopper, valid.code);
    expect(again.statusCode).toBe(200);
    expect(again.json().coupon.code).toBe(valid.code);
  });

  it("counts each shopper apart, and not a real coupon's refusals", async () => {
    const guesser = await shopperWithCart();
    for (let i = 0; i < COUPON_GUESS_LIMIT; i++) await quote(guesser, `NOPE${i}`);
    expect((await quote(guesser, 'NOPE-LAST')).statusCode).toBe(429);

    const other = await shopperWithCart();
    expect((await quote(other, 'NOPE0')).json().errorMessage).toBe(COUPON_MESSAGES.unknown);

    // A real coupon waiting on a bigger cart may be tried as often as the cart changes.
    const patient = await shopperWithCart();
    for (let i = 0; i <= COUPON_GUESS_LIMIT; i++) {
      const res = await quote(patient, needsBiggerCart.code);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toMatch(/^Add ₹[\d,]+ more to use this coupon$/);
    }
  });
});
