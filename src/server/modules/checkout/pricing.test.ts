import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponTerms, couponDiscountPaise, priceOrder } from './pricing';

const RUPEE = 100;
const delivery = { deliveryChargePaise: 100 * RUPEE, freeDeliveryAbovePaise: null };

describe('the order price', () => {
  it('works out the examples of docs/product.md section 13', () => {
    const tenPercentUpTo200: CouponTerms = {
      kind: 'percent',
      percentOff: 10,
      amountOffPaise: null,
      maxDiscountPaise: 200 * RUPEE,
    };
    // ₹3,000 at 10% is ₹300, capped at ₹200; plus ₹100 delivery.
    expect(priceOrder({ subtotalPaise: 3000 * RUPEE, coupon: tenPercentUpTo200, delivery })).toEqual({
      subtotalPaise: 300_000,
      discountPaise: 20_000,
      deliveryChargePaise: 10_000,
      totalPaise: 290_000,
    });
    // ₹999 at 10% is ₹99.90, rounded down to ₹99, under the cap.
    expect(priceOrder({ subtotalPaise: 999 * RUPEE, coupon: tenPercentUpTo200, delivery }).totalPaise).toBe(
      99_900 - 9_900 + 10_000,
    );
    const flat150: CouponTerms = {
      kind: 'flat',
      percentOff: null,
      amountOffPaise: 150 * RUPEE,
      maxDiscountPaise: null,
    };
    expect(priceOrder({ subtotalPaise: 100 * RUPEE, coupon: flat150, delivery })).toEqual({
      subtotalPaise: 10_000,
      discountPaise: 10_000,
      deliveryChargePaise: 10_000,
      totalPaise: 10_000,
    });
  });

  it('gives free delivery from the threshold, judged after the discount', () => {
    const free = { deliveryChargePaise: 10_000, freeDeliveryAbovePaise: 200_000 };
    expect(priceOrder({ subtotalPaise: 200_000, coupon: null, delivery: free }).deliveryChargePaise).toBe(0);
    expect(priceOrder({ subtotalPaise: 199_999, coupon: null, delivery: free }).deliveryChargePaise).toBe(
      10_000,
    );
    const tenPercent: CouponTerms = {
      kind: 'percent',
      percentOff: 10,
      amountOffPaise: null,
      maxDiscountPaise: null,
    };
    expect(priceOrder({ subtotalPaise: 210_000, coupon: tenPercent, delivery: free })).toMatchObject({
      discountPaise: 21_000,
      deliveryChargePaise: 10_000,
      totalPaise: 199_000,
    });
  });

  const paise = (most: number) => fc.integer({ min: 0, max: most });
  const coupon: fc.Arbitrary<CouponTerms> = fc.oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percentOff: fc.integer({ min: 1, max: 100 }),
      amountOffPaise: fc.constant(null),
      maxDiscountPaise: fc.option(fc.integer({ min: 100, max: 1_00_000_00 })),
    }),
    fc.record({
      kind: fc.constant('flat' as const),
      percentOff: fc.constant(null),
      amountOffPaise: fc.integer({ min: 100, max: 1_00_000_00 }),
      maxDiscountPaise: fc.option(fc.integer({ min: 100, max: 1_00_000_00 })),
    }),
  );
  const settings = fc.record({
    deliveryChargePaise: paise(10_000_00),
    freeDeliveryAbovePaise: fc.option(fc.integer({ min: 100, max: 10_00_000_00 })),
  });

  it('never discounts more than the subtotal or the maximum, adds up, and is never negative', () => {
    fc.assert(
      fc.property(paise(2_000_000_000), fc.option(coupon), settings, (subtotalPaise, terms, delivery) => {
        const price = priceOrder({ subtotalPaise, coupon: terms, delivery });
        expect(price.discountPaise).toBeGreaterThanOrEqual(0);
        expect(price.discountPaise).toBeLessThanOrEqual(subtotalPaise);
        if (terms?.maxDiscountPaise != null)
          expect(price.discountPaise).toBeLessThanOrEqual(terms.maxDiscountPaise);
        if (terms === null) expect(price.discountPaise).toBe(0);
        expect(price.totalPaise).toBe(subtotalPaise - price.discountPaise + price.deliveryChargePaise);
        expect(price.totalPaise).toBeGreaterThanOrEqual(0);
        expect([0, delivery.deliveryChargePaise]).toContain(price.deliveryChargePaise);
        for (const n of Object.values(price)) expect(Number.isInteger(n)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a percent off rounded down to a whole rupee, never more than the percent', () => {
    fc.assert(
      fc.property(paise(2_000_000_000), fc.integer({ min: 1, max: 100 }), (subtotalPaise, percentOff) => {
        const terms: CouponTerms = {
          kind: 'percent',
          percentOff,
          amountOffPaise: null,
          maxDiscountPaise: null,
        };
        const discount = couponDiscountPaise(terms, subtotalPaise);
        expect(discount % RUPEE).toBe(0);
        expect(discount * 100).toBeLessThanOrEqual(subtotalPaise * percentOff);
        expect((discount + RUPEE) * 100).toBeGreaterThan(subtotalPaise * percentOff);
      }),
    );
  });
});
