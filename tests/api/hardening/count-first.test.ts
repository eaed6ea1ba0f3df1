/**
 * Limits count a try before doing its work (docs/decisions/008-limits.md), so a burst sent at
 * once gets no more answers than the limit allows: not 300 coupon answers for a limit of 10, not
 * 24 password checks for 10 failed logins. Run with the in-process counters and with Redis.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Counters } from '#server/lib/counters';
import { memoryCounters } from '#server/lib/counters';
import { redisCounters } from '#server/lib/redis-counters';
import { LOGIN_FAILURE_LIMIT } from '#server/modules/accounts/login-throttle';
import { COUPON_GUESS_LIMIT } from '#server/modules/coupons';
import { COUPON_MESSAGES } from '#shared/coupons';
import { call, freshIp } from '#tests/support/account-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { asShopper, putInCart } from '#tests/support/cart-factories';
import { createCouponVia } from '#tests/support/coupon-factories';
import { createAdmin, createProduct, createShopper, TEST_PASSWORD } from '#tests/support/factories';
import { redisAvailable, testRedisUrl } from '#tests/support/redis';

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

function burstsStayWithinTheLimits(makeCounters: () => Counters) {
  describe('a burst sent at once', async () => {
    const counters = makeCounters();
    const { app, database } = await createTestApp({}, { counters });
    afterAll(() => counters.close());
    const db = database.db;
    const admin = await createAdmin(db);
    const startsAt = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const needsBiggerCart = await createCouponVia(app, admin, { startsAt, minSubtotalPaise: 1_000_000 });

    async function shopperWithCart() {
      const shopper = await createShopper(db);
      const product = await createProduct(db, { price: 999, stock: { M: 50 } });
      await putInCart(db, shopper.id, product, 'M', 1);
      return shopper;
    }

    it(`answers at most ${COUPON_GUESS_LIMIT} of 300 unknown coupon codes, and 429 to the rest`, async () => {
      const shopper = await shopperWithCart();
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          asShopper(app, shopper).post('/api/cart/quote', { couponCode: `GUESS${i}` }),
        ),
      );
      const unknown = answers.filter(
        (res) => res.statusCode === 409 && res.json().errorMessage === COUPON_MESSAGES.unknown,
      );
      expect(tally(answers.map((res) => res.statusCode))).toEqual({
        409: COUPON_GUESS_LIMIT,
        429: 300 - COUPON_GUESS_LIMIT,
      });
      expect(unknown).toHaveLength(COUPON_GUESS_LIMIT);
    });

    it("never counts a real coupon's refusals, even sent at once", async () => {
      const shopper = await shopperWithCart();
      const real = await Promise.all(
        Array.from({ length: 30 }, () =>
          asShopper(app, shopper).post('/api/cart/quote', { couponCode: needsBiggerCart.code }),
        ),
      );
      for (const res of real)
        expect(res.json().errorMessage).toMatch(/^Add ₹[\d,]+ more to use this coupon$/);
      // The whole allowance of unknown codes is still there.
      const guesses = await Promise.all(
        Array.from({ length: COUPON_GUESS_LIMIT + 5 }, (_, i) =>
          asShopper(app, shopper).post('/api/cart/quote', { couponCode: `MISS${i}` }),
        ),
      );
      expect(tally(guesses.map((res) => res.statusCode))).toEqual({ 409: COUPON_GUESS_LIMIT, 429: 5 });
    });

    for (const [who, url, make] of [
      ['a shopper', '/api/users/login', createShopper],
      ['an administrator', '/api/admins/login', createAdmin],
    ] as const) {
      // The back office's calls carry the API key, as the web app sends them.
      const headers = apiKeyHeader;
      it(`checks at most ${LOGIN_FAILURE_LIMIT} of 30 wrong passwords for ${who} sent at once`, async () => {
        const account = await make(db);
        const ip = freshIp();
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            call(app, 'POST', url, { userName: account.userName, password: 'wrong-pass' }, { ip, headers }),
          ),
        );
        // Each 401 is one password checked; a 429 is refused before any hashing.
        expect(tally(answers.map((res) => res.statusCode))).toEqual({
          401: LOGIN_FAILURE_LIMIT,
          429: 30 - LOGIN_FAILURE_LIMIT,
        });
        const right = await call(
          app,
          'POST',
          url,
          { userName: account.userName, password: TEST_PASSWORD },
          { ip, headers },
        );
        expect(right.statusCode).toBe(429);
      });
    }

    it('still lets the right password in after a few failures, and forgives them', async () => {
      const shopper = await createShopper(db);
      const ip = freshIp();
      const login = (password: string) =>
        call(app, 'POST', '/api/users/login', { userName: shopper.userName, password }, { ip });
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++)
        expect((await login('wrong-pass')).statusCode).toBe(401);
      expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
      const after = await Promise.all(Array.from({ length: 12 }, () => login('wrong-pass')));
      expect(tally(after.map((res) => res.statusCode))).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 2 });
    });
  });
}

describe('in-process counters', () => {
  burstsStayWithinTheLimits(() => memoryCounters());
});

describe.skipIf(!(await redisAvailable()))('Redis counters', () => {
  // Keys of their own: other test databases reuse the same account ids.
  burstsStayWithinTheLimits(() =>
    redisCounters(testRedisUrl(), undefined, `shop:counter:test-${randomUUID()}:`),
  );
});
