import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  codTokenPaise,
  couponDiscountPaise,
  type PaymentTerms,
  prepaidDiscountPaise,
  priceOrder,
} from './pricing';

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
      offerDiscountPaise: 0,
      discountPaise: 20_000,
      prepaidDiscountPaise: 0,
      deliveryChargePaise: 10_000,
      codFeePaise: 0,
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
      offerDiscountPaise: 0,
      discountPaise: 10_000,
      prepaidDiscountPaise: 0,
      deliveryChargePaise: 10_000,
      codFeePaise: 0,
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

  it('prices the way of paying (docs/product.md section 22): a ₹49 COD fee, 5% or ₹50 off online', () => {
    const free = { deliveryChargePaise: 9_900, freeDeliveryAbovePaise: 150_000 };
    const fivePercent: PaymentTerms = {
      codFeePaise: 4_900,
      prepaidPercentOff: 5,
      prepaidAmountOffPaise: null,
    };
    const subtotalPaise = 149_900; // a ₹1,499 hoodie
    // Cash: 1,49,900 + ₹99 delivery (under ₹1,500) + ₹49 fee = 1,64,700.
    expect(
      priceOrder({ subtotalPaise, coupon: null, delivery: free, payment: { as: 'cod', terms: fivePercent } }),
    ).toEqual({
      subtotalPaise: 149_900,
      offerDiscountPaise: 0,
      discountPaise: 0,
      prepaidDiscountPaise: 0,
      deliveryChargePaise: 9_900,
      codFeePaise: 4_900,
      totalPaise: 164_700,
    });
    // Online: 5% of 1,49,900 is 7,495, rounded down to the rupee 7,400; delivery still charged
    // (free delivery is judged before the prepaid discount): 1,49,900 - 7,400 + 9,900 = 1,52,400.
    expect(
      priceOrder({
        subtotalPaise,
        coupon: null,
        delivery: free,
        payment: { as: 'online', terms: fivePercent },
      }),
    ).toEqual({
      subtotalPaise: 149_900,
      offerDiscountPaise: 0,
      discountPaise: 0,
      prepaidDiscountPaise: 7_400,
      deliveryChargePaise: 9_900,
      codFeePaise: 0,
      totalPaise: 152_400,
    });
    // ₹1,500 of goods: delivery is free whichever way, and ₹50 flat off online stays free:
    // 1,50,000 - 5,000 = 1,45,000, under the threshold, yet no delivery charge appears.
    const flat50: PaymentTerms = { codFeePaise: 0, prepaidPercentOff: null, prepaidAmountOffPaise: 5_000 };
    expect(
      priceOrder({
        subtotalPaise: 150_000,
        coupon: null,
        delivery: free,
        payment: { as: 'online', terms: flat50 },
      }),
    ).toMatchObject({ prepaidDiscountPaise: 5_000, deliveryChargePaise: 0, totalPaise: 145_000 });
    // The prepaid discount is taken after the coupon: ₹200 off 1,49,900 leaves 1,29,900, 5% of
    // which is 6,495, rounded down to 6,400.
    const flat200: CouponTerms = {
      kind: 'flat',
      percentOff: null,
      amountOffPaise: 20_000,
      maxDiscountPaise: null,
    };
    expect(
      priceOrder({
        subtotalPaise,
        coupon: flat200,
        delivery: free,
        payment: { as: 'online', terms: fivePercent },
      }),
    ).toMatchObject({
      discountPaise: 20_000,
      prepaidDiscountPaise: 6_400,
      totalPaise: 149_900 - 20_000 - 6_400 + 9_900,
    });
    // Store credit alone ('none') takes neither.
    expect(
      priceOrder({ subtotalPaise, coupon: null, delivery: free, payment: { as: 'none', terms: fivePercent } })
        .totalPaise,
    ).toBe(159_800);
  });

  it("works out partial COD's token: the delivery charge, the fixed amount, never all of it", () => {
    const price = { deliveryChargePaise: 9_900, totalPaise: 164_700 };
    expect(codTokenPaise({ kind: 'off', fixedPaise: 10_000 }, price)).toBeNull();
    expect(codTokenPaise({ kind: 'delivery', fixedPaise: 10_000 }, price)).toBe(9_900);
    expect(codTokenPaise({ kind: 'fixed', fixedPaise: 10_000 }, price)).toBe(10_000);
    // Free delivery: the delivery-charge token falls back on the fixed amount.
    expect(
      codTokenPaise(
        { kind: 'delivery', fixedPaise: 10_000 },
        { deliveryChargePaise: 0, totalPaise: 164_700 },
      ),
    ).toBe(10_000);
    // A ₹100 token on a ₹100 order would leave no cash: not offered.
    expect(
      codTokenPaise({ kind: 'fixed', fixedPaise: 10_000 }, { deliveryChargePaise: 0, totalPaise: 10_000 }),
    ).toBeNull();
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

  const terms: fc.Arbitrary<PaymentTerms> = fc.record({
    codFeePaise: paise(1000_00),
    prepaidPercentOff: fc.option(fc.integer({ min: 1, max: 50 })),
    prepaidAmountOffPaise: fc.option(fc.integer({ min: 100, max: 1000_00 })),
  });

  it('adds the fee only to cash, takes the prepaid discount only online, and always adds up', () => {
    fc.assert(
      fc.property(
        paise(2_000_000_000),
        fc.option(coupon),
        settings,
        terms,
        fc.constantFrom('cod' as const, 'online' as const, 'none' as const),
        (subtotalPaise, couponTerms, delivery, paymentTerms, as) => {
          const base = priceOrder({ subtotalPaise, coupon: couponTerms, delivery });
          const price = priceOrder({
            subtotalPaise,
            coupon: couponTerms,
            delivery,
            payment: { as, terms: paymentTerms },
          });
          expect(price.discountPaise).toBe(base.discountPaise);
          expect(price.deliveryChargePaise).toBe(base.deliveryChargePaise);
          expect(price.codFeePaise).toBe(as === 'cod' ? paymentTerms.codFeePaise : 0);
          if (as !== 'online') expect(price.prepaidDiscountPaise).toBe(0);
          const goods = subtotalPaise - price.discountPaise;
          expect(price.prepaidDiscountPaise).toBeGreaterThanOrEqual(0);
          expect(price.prepaidDiscountPaise).toBeLessThanOrEqual(goods);
          expect(price.totalPaise).toBe(
            goods - price.prepaidDiscountPaise + price.deliveryChargePaise + price.codFeePaise,
          );
          expect(price.totalPaise).toBeGreaterThanOrEqual(0);
          if (as === 'online') expect(price.totalPaise).toBeLessThanOrEqual(base.totalPaise);
          if (as === 'cod') expect(price.totalPaise).toBeGreaterThanOrEqual(base.totalPaise);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes a percent prepaid discount rounded down to a whole rupee', () => {
    fc.assert(
      fc.property(paise(2_000_000_000), fc.integer({ min: 1, max: 50 }), (goods, percent) => {
        const off = prepaidDiscountPaise(
          { codFeePaise: 0, prepaidPercentOff: percent, prepaidAmountOffPaise: null },
          goods,
        );
        expect(off % RUPEE).toBe(0);
        expect(off * 100).toBeLessThanOrEqual(goods * percent);
        expect((off + RUPEE) * 100).toBeGreaterThan(goods * percent);
      }),
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
