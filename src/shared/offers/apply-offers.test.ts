/**
 * Worked examples of BUSINESS.md section 12 with every figure written out in paise, and property
 * tests over random carts and offers (docs/decisions/040-offers.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTaxLines } from '../gst/tax-lines';
import { applyOffers } from './apply-offers';
import { orderParts } from './order-parts';
import type { Offer, OfferLine } from './types';
import { applyOffersWithCoupon } from './with-coupon';

const now = new Date('2026-11-27T10:00:00Z');

const offer = (over: Partial<Offer>): Offer => ({
  id: 1,
  name: 'Any 3 tees for ₹999',
  kind: 'bundle',
  selector: { kind: 'category', category: 'overtees' },
  buyQuantity: 3,
  freeQuantity: null,
  bundlePricePaise: 99_900,
  percentOff: null,
  amountOffPaise: null,
  minSubtotalPaise: null,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  active: true,
  onlineOnly: false,
  stacksWithCoupons: false,
  usesPerShopper: null,
  ...over,
});

const line = (key: string, unitPricePaise: number, quantity = 1, category = 'overtees'): OfferLine => ({
  key,
  itemId: `item-${key}`,
  category,
  quantity,
  unitPricePaise,
});

const threeTees = [line('a', 79_900), line('b', 84_900), line('c', 89_900)];
const teeGoods = (unitPricePaise: number, offerDiscountPaise: number) => ({
  description: 'Oversized tee',
  size: 'L',
  hsn: '6109',
  quantity: 1,
  unitPricePaise,
  offerDiscountPaise,
});

describe('any 3 tees for ₹999 on tees at ₹799, ₹849 and ₹899', () => {
  const result = applyOffers(threeTees, [offer({})], { now });

  it('saves ₹1,548, shared in proportion to price: ₹485.61, ₹516.00 and ₹546.39', () => {
    // 79,900 + 84,900 + 89,900 = 2,54,700 paise; saving 2,54,700 - 99,900 = 1,54,800.
    expect(result.savingPaise).toBe(154_800);
    // 1,54,800 x 79,900 / 2,54,700 = 48,561.13; x 84,900 = 51,600.00; x 89,900 = 54,638.87.
    // Rounded down: 48,561 + 51,600 + 54,638 = 1,54,799; the paisa left goes to the largest
    // remainder (0.87), the ₹899 tee: 54,639.
    expect(result.lines.map((l) => l.savingPaise)).toEqual([48_561, 51_600, 54_639]);
    expect(result.applied).toEqual([
      { offerId: 1, name: 'Any 3 tees for ₹999', pieces: 3, savingPaise: 154_800, stacksWithCoupons: false },
    ]);
    expect(result.nudges).toEqual([]);
  });

  it('the pieces sell at ₹313.39, ₹333.00 and ₹352.61, adding up to ₹999.00, each at 5% GST within the state', () => {
    const goods = threeTees.map((l, i) => teeGoods(l.unitPricePaise, result.lines[i]!.savingPaise));
    const { lines, totals } = computeTaxLines({
      goods,
      discountPaise: 0,
      deliveryChargePaise: 0,
      interState: false,
    });
    expect(lines.map((l) => l.totalPaise)).toEqual([31_339, 33_300, 35_261]);
    expect(totals.totalPaise).toBe(99_900);
    expect(lines.map((l) => l.ratePercent)).toEqual([5, 5, 5]);
    expect(lines.map((l) => l.discountPaise)).toEqual([48_561, 51_600, 54_639]);
    // CGST = SGST = value x 2.5 / 105: 31,339 -> 746.17 -> 746; 33,300 -> 792.86 -> 793;
    // 35,261 -> 839.55 -> 840. Taxable = value - both halves: 29,847; 31,714; 33,581.
    expect(lines.map((l) => [l.taxableValuePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [29_847, 746, 746, 0],
      [31_714, 793, 793, 0],
      [33_581, 840, 840, 0],
    ]);
  });

  it('and across states: IGST ₹14.92, ₹15.86 and ₹16.79', () => {
    const goods = threeTees.map((l, i) => teeGoods(l.unitPricePaise, result.lines[i]!.savingPaise));
    const { lines } = computeTaxLines({ goods, discountPaise: 0, deliveryChargePaise: 0, interState: true });
    // IGST = value x 5 / 105: 31,339 -> 1,492.33 -> 1,492; 33,300 -> 1,585.71 -> 1,586;
    // 35,261 -> 1,679.10 -> 1,679. Taxable: 29,847; 31,714; 33,582.
    expect(lines.map((l) => [l.taxableValuePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [29_847, 0, 0, 1_492],
      [31_714, 0, 0, 1_586],
      [33_582, 0, 0, 1_679],
    ]);
  });

  it('two tees: nothing yet, and "Add 1 more to get 3 for ₹999"', () => {
    const two = applyOffers(threeTees.slice(0, 2), [offer({})], { now });
    expect(two.savingPaise).toBe(0);
    expect(two.nudges).toEqual([{ offerId: 1, message: 'Add 1 more to get 3 for ₹999' }]);
  });

  it('a hoodie is not a tee: the category selector leaves it out', () => {
    const mixed = applyOffers([...threeTees.slice(0, 2), line('h', 89_900, 1, 'hoodies')], [offer({})], {
      now,
    });
    expect(mixed.savingPaise).toBe(0);
  });

  it('off, not begun, ended, or online-only at cash on delivery: no saving', () => {
    for (const o of [
      offer({ active: false }),
      offer({ startsAt: new Date('2026-12-01T00:00:00Z') }),
      offer({ endsAt: now }),
    ])
      expect(applyOffers(threeTees, [o], { now }).savingPaise).toBe(0);
    const online = offer({ onlineOnly: true });
    expect(applyOffers(threeTees, [online], { now, paymentMethod: 'cod' }).savingPaise).toBe(0);
    expect(applyOffers(threeTees, [online], { now, paymentMethod: 'online' }).savingPaise).toBe(154_800);
  });
});

describe('buy 2 get 1 on ₹2,799, ₹2,799 and ₹1,299', () => {
  const b2g1 = offer({
    id: 2,
    name: 'Buy 2 Get 1',
    kind: 'buy_get',
    buyQuantity: 2,
    freeQuantity: 1,
    bundlePricePaise: null,
    selector: { kind: 'all' },
  });
  const hoodies = [line('x', 279_900, 2, 'hoodies'), line('y', 129_900, 1, 'hoodies')];
  const result = applyOffers(hoodies, [b2g1], { now });

  it('the ₹1,299 piece is free; the ₹2,799 pieces keep their price and their 18%', () => {
    expect(result.savingPaise).toBe(129_900);
    expect(result.lines.map((l) => l.savingPaise)).toEqual([0, 129_900]);
    const goods = hoodies.map((l, i) => ({
      ...teeGoods(l.unitPricePaise, result.lines[i]!.savingPaise),
      quantity: l.quantity,
    }));
    const { lines, totals } = computeTaxLines({
      goods,
      discountPaise: 0,
      deliveryChargePaise: 0,
      interState: false,
    });
    // ₹2,799 / 1.05 = ₹2,665.71 > ₹2,500: 18%. CGST = SGST = 5,59,800 x 9 / 118 = 42,696.61 -> 42,697.
    expect(lines[0]).toMatchObject({
      totalPaise: 559_800,
      ratePercent: 18,
      cgstPaise: 42_697,
      sgstPaise: 42_697,
      taxableValuePaise: 474_406,
    });
    expect(lines[1]).toMatchObject({
      totalPaise: 0,
      ratePercent: 5,
      discountPaise: 129_900,
      taxableValuePaise: 0,
    });
    expect(totals.totalPaise).toBe(559_800);
  });

  it('a line whose pieces end at different prices becomes one order line per offer and rate', () => {
    const one = applyOffers([line('z', 279_900, 3, 'hoodies')], [b2g1], { now });
    expect(one.lines[0]!.savingPaise).toBe(279_900);
    // Two pieces at ₹2,799 (18%) and one free (5%): averaged over three they would read ₹1,866 at 5%.
    expect(orderParts(279_900, one.lines[0]!.pieces)).toEqual([
      { quantity: 2, offerId: 2, offerDiscountPaise: 0 },
      { quantity: 1, offerId: 2, offerDiscountPaise: 279_900 },
    ]);
  });
});

describe('an offer and a coupon that do not stack', () => {
  it('a coupon saving less than the offer is set aside, and the shopper is told', () => {
    // 10% of ₹2,547 = ₹254 (rounded down to the rupee) against the offer's ₹1,548.
    const chosen = applyOffersWithCoupon(
      threeTees,
      [offer({})],
      { now },
      (goods) => Math.floor(goods / 1000) * 100,
    );
    expect(chosen.offers.savingPaise).toBe(154_800);
    expect(chosen.couponPaise).toBe(0);
    expect(chosen.setAside).toBe('coupon');
    expect(chosen.message).toBe(
      'Any 3 tees for ₹999 saves more than your coupon, so the offer is applied instead (you save ₹1,548).',
    );
  });

  it('a coupon saving more than the offer wins, and the offer is set aside', () => {
    const chosen = applyOffersWithCoupon(threeTees, [offer({})], { now }, () => 200_000);
    expect(chosen.offers.savingPaise).toBe(0);
    expect(chosen.couponPaise).toBe(200_000);
    expect(chosen.setAside).toBe('offers');
  });

  it('an offer that stacks lets the coupon apply to what the pieces cost after it', () => {
    const chosen = applyOffersWithCoupon(
      threeTees,
      [offer({ stacksWithCoupons: true })],
      { now },
      (goods) => Math.floor(goods / 1000) * 100,
    );
    // The coupon's 10% of ₹999 = ₹99.
    expect([chosen.offers.savingPaise, chosen.couponPaise, chosen.setAside]).toEqual([154_800, 9_900, null]);
  });
});

describe('several offers: each piece in one, the best combination', () => {
  it('six tees take two bundles; the best pieces go where they save most', () => {
    const six = applyOffers([line('a', 79_900, 6)], [offer({})], { now });
    expect(six.savingPaise).toBe(2 * (3 * 79_900 - 99_900));
  });

  it('a percent offer and a bundle over the same tees: the bigger saving wins', () => {
    const pct = offer({
      id: 3,
      name: '10% off 2+',
      kind: 'percent_from',
      buyQuantity: 2,
      percentOff: 10,
      bundlePricePaise: null,
    });
    const best = applyOffers(threeTees, [pct, offer({})], { now });
    expect(best.applied.map((a) => a.offerId)).toEqual([1]);
    const four = applyOffers([...threeTees, line('d', 99_900)], [pct, offer({})], { now });
    // The three dearest make the bundle (₹849 + ₹899 + ₹999 - ₹999 = ₹1,748), the ₹799 tee alone is
    // one piece, under the percent offer's two.
    expect(four.savingPaise).toBe(174_800);
  });

  it('flat ₹300 off above ₹2,000: "Add ₹352 more" below it (₹799 + ₹849 = ₹1,648)', () => {
    const flat = offer({
      id: 4,
      name: '₹300 off',
      kind: 'flat_above',
      amountOffPaise: 30_000,
      minSubtotalPaise: 200_000,
      bundlePricePaise: null,
      buyQuantity: null,
    });
    expect(applyOffers(threeTees, [flat], { now }).savingPaise).toBe(30_000);
    expect(applyOffers(threeTees.slice(0, 2), [flat], { now }).nudges).toEqual([
      { offerId: 4, message: 'Add ₹352 more to get ₹300 off' },
    ]);
  });
});

const offerArb: fc.Arbitrary<Offer> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    kind: fc.constantFrom('bundle', 'buy_get', 'percent_from', 'flat_above' as const),
    n: fc.integer({ min: 1, max: 4 }),
    m: fc.integer({ min: 1, max: 2 }),
    price: fc.integer({ min: 0, max: 500_000 }),
    pct: fc.integer({ min: 1, max: 90 }),
    category: fc.constantFrom('overtees', 'hoodies' as const),
    stacks: fc.boolean(),
  })
  .map((r) =>
    offer({
      id: r.id,
      name: `Offer ${r.id}`,
      kind: r.kind,
      selector: { kind: 'category', category: r.category },
      buyQuantity: r.n,
      freeQuantity: r.m,
      bundlePricePaise: r.price,
      percentOff: r.pct,
      amountOffPaise: Math.min(r.price, 100_000),
      minSubtotalPaise: r.price,
      stacksWithCoupons: r.stacks,
    }),
  );

const linesArb = fc.array(
  fc.record({
    price: fc.integer({ min: 1, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 4 }),
    category: fc.constantFrom('overtees', 'hoodies'),
  }),
  { minLength: 1, maxLength: 5 },
);

describe('properties', () => {
  it('savings add up exactly, never exceed a line, and every piece is in at most one offer', () => {
    fc.assert(
      fc.property(linesArb, fc.array(offerArb, { maxLength: 4 }), (raw, offers) => {
        const lines = raw.map((r, i) => line(String(i), r.price, r.quantity, r.category));
        const result = applyOffers(lines, offers, { now });
        const byLines = result.lines.reduce((sum, l) => sum + l.savingPaise, 0);
        const byOffers = result.applied.reduce((sum, a) => sum + a.savingPaise, 0);
        expect(byLines).toBe(result.savingPaise);
        expect(byOffers).toBe(result.savingPaise);
        result.lines.forEach((l, i) => {
          expect(Number.isInteger(l.savingPaise)).toBe(true);
          expect(l.savingPaise).toBeGreaterThanOrEqual(0);
          expect(l.savingPaise).toBeLessThanOrEqual(lines[i]!.unitPricePaise * lines[i]!.quantity);
          expect(l.pieces).toHaveLength(lines[i]!.quantity);
          for (const piece of l.pieces)
            expect(piece?.savingPaise ?? 0).toBeLessThanOrEqual(lines[i]!.unitPricePaise);
          const parts = orderParts(lines[i]!.unitPricePaise, l.pieces);
          expect(parts.reduce((s, p) => s + p.quantity, 0)).toBe(lines[i]!.quantity);
          expect(parts.reduce((s, p) => s + p.offerDiscountPaise, 0)).toBe(l.savingPaise);
        });
        expect(result.applied.reduce((s, a) => s + a.pieces, 0)).toBe(
          result.lines.flatMap((l) => l.pieces).filter((p) => p !== null).length,
        );
      }),
    );
  });

  it('the shopper never gets less than the best single offer alone', () => {
    fc.assert(
      fc.property(linesArb, fc.array(offerArb, { maxLength: 3 }), (raw, offers) => {
        const lines = raw.map((r, i) => line(String(i), r.price, r.quantity, r.category));
        const all = applyOffers(lines, offers, { now }).savingPaise;
        for (const o of offers)
          expect(all).toBeGreaterThanOrEqual(applyOffers(lines, [o], { now }).savingPaise);
      }),
    );
  });
});

describe("the admin editor's live example", () => {
  it('reads "3 tees at ₹799, ₹849, ₹899 → ₹999: saving ₹1,548" for any 3 for ₹999', async () => {
    const { offerExample } = await import('./offer-example');
    expect(offerExample(offer({}))).toBe('3 tees at ₹799, ₹849, ₹899 → ₹999: saving ₹1,548');
    expect(offerExample(offer({ kind: 'buy_get', buyQuantity: 2, freeQuantity: 1 }))).toBe(
      '3 tees at ₹799, ₹849, ₹899 → ₹1,748: saving ₹799',
    );
  });
});
