/**
 * Worked examples of docs/product.md "Invoices", every intermediate figure written out in paise,
 * and property tests over random orders.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';
import { priceBandWarning, rateForPieces, rateForUnitPrice } from './rates';
import { computeTaxLines, splitInclusive } from './tax-lines';

const tee = (unitPricePaise: number, quantity = 1) => ({
  description: 'Oversized tee',
  size: 'L',
  hsn: '6109',
  quantity,
  unitPricePaise,
});
const hoodie = (unitPricePaise: number, quantity = 1) => ({
  description: 'Hoodie',
  size: 'XL',
  hsn: '6110',
  quantity,
  unitPricePaise,
});

describe('worked examples', () => {
  it('intra-state: two tees at ₹799 and the ₹100 delivery charge', () => {
    // Goods: 2 x 79,900 = 1,59,800 paise. ₹799 / 1.05 = ₹760.95 <= ₹2,500, so 5%.
    expect(rateForUnitPrice(79_900)).toBe(5);
    // CGST = SGST = 1,59,800 x 2.5 / 105 = 3,804.76 -> 3,805 paise each.
    // Taxable value = 1,59,800 - 3,805 - 3,805 = 1,52,190 paise (₹1,521.90).
    // Delivery: 10,000 paise at the goods' highest rate, 5%: CGST = SGST = 10,000 x 2.5 / 105 =
    // 238.10 -> 238 each; taxable 10,000 - 476 = 9,524.
    const { lines, totals } = computeTaxLines({
      goods: [tee(79_900, 2)],
      discountPaise: 0,
      deliveryChargePaise: 10_000,
      interState: false,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'goods',
        hsn: '6109',
        quantity: 2,
        discountPaise: 0,
        ratePercent: 5,
        taxableValuePaise: 152_190,
        cgstPaise: 3_805,
        sgstPaise: 3_805,
        igstPaise: 0,
        totalPaise: 159_800,
      }),
      expect.objectContaining({
        kind: 'delivery',
        hsn: '6109',
        ratePercent: 5,
        taxableValuePaise: 9_524,
        cgstPaise: 238,
        sgstPaise: 238,
        igstPaise: 0,
        totalPaise: 10_000,
      }),
    ]);
    // 1,61,714 + 4,043 + 4,043 = 1,69,800 paise = ₹1,698, what the shopper paid.
    expect(totals).toEqual({
      taxableValuePaise: 161_714,
      cgstPaise: 4_043,
      sgstPaise: 4_043,
      igstPaise: 0,
      totalPaise: 169_800,
    });
  });

  it('inter-state: a ₹2,999 hoodie (18%) and a ₹799 tee (5%), a 10% coupon and the delivery charge', () => {
    // ₹2,999 / 1.05 = ₹2,856.19 > ₹2,500: 18%. ₹799 / 1.05 = ₹760.95: 5%.
    expect(rateForUnitPrice(299_900)).toBe(18);
    expect(rateForUnitPrice(79_900)).toBe(5);
    // Goods 2,99,900 + 79,900 = 3,79,800. The coupon: 10% = 37,980 paise, split in proportion:
    // hoodie 37,980 x 2,99,900 / 3,79,800 = 29,990; tee 37,980 x 79,900 / 3,79,800 = 7,990.
    expect(apportion(37_980, [299_900, 79_900])).toEqual([29_990, 7_990]);
    // Hoodie: 2,99,900 - 29,990 = 2,69,910; IGST = 2,69,910 x 18 / 118 = 41,172.71 -> 41,173;
    // taxable 2,28,737.
    // Tee: 79,900 - 7,990 = 71,910; IGST = 71,910 x 5 / 105 = 3,424.29 -> 3,424; taxable 68,486.
    // Delivery 10,000 at the highest goods rate, 18%: IGST = 10,000 x 18 / 118 = 1,525.42 ->
    // 1,525; taxable 8,475.
    const { lines, totals } = computeTaxLines({
      goods: [hoodie(299_900), tee(79_900)],
      discountPaise: 37_980,
      deliveryChargePaise: 10_000,
      interState: true,
    });
    expect(
      lines.map((l) => [
        l.kind,
        l.hsn,
        l.discountPaise,
        l.ratePercent,
        l.taxableValuePaise,
        l.igstPaise,
        l.totalPaise,
      ]),
    ).toEqual([
      ['goods', '6110', 29_990, 18, 228_737, 41_173, 269_910],
      ['goods', '6109', 7_990, 5, 68_486, 3_424, 71_910],
      ['delivery', '6110', 0, 18, 8_475, 1_525, 10_000],
    ]);
    expect(lines.every((l) => l.cgstPaise === 0 && l.sgstPaise === 0)).toBe(true);
    // Paid: 3,79,800 - 37,980 + 10,000 = 3,51,820 = 3,05,698 taxable + 46,122 IGST.
    expect(totals).toEqual({
      taxableValuePaise: 305_698,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 46_122,
      totalPaise: 351_820,
    });
  });

  it('the 5% threshold: a ₹2,624 piece (5%) and a ₹2,626 piece (18%), inter-state', () => {
    // ₹2,624 / 1.05 = ₹2,499.05 <= ₹2,500: 5%. ₹2,625 / 1.05 = ₹2,500.00 exactly: still 5%.
    // ₹2,626 / 1.05 = ₹2,500.95 > ₹2,500: 18%.
    expect(rateForUnitPrice(262_400)).toBe(5);
    expect(rateForUnitPrice(262_500)).toBe(5);
    expect(rateForUnitPrice(262_501)).toBe(18);
    expect(rateForUnitPrice(262_600)).toBe(18);
    // ₹2,624: IGST = 2,62,400 x 5 / 105 = 12,495.24 -> 12,495; taxable 2,49,905 (₹2,499.05).
    // ₹2,626: IGST = 2,62,600 x 18 / 118 = 40,057.63 -> 40,058; taxable 2,22,542 (₹2,225.42).
    // Delivery at 18%: IGST 1,525, taxable 8,475 (as above).
    const { lines, totals } = computeTaxLines({
      goods: [hoodie(262_400), hoodie(262_600)],
      discountPaise: 0,
      deliveryChargePaise: 10_000,
      interState: true,
    });
    expect(lines.map((l) => [l.ratePercent, l.taxableValuePaise, l.igstPaise, l.totalPaise])).toEqual([
      [5, 249_905, 12_495, 262_400],
      [18, 222_542, 40_058, 262_600],
      [18, 8_475, 1_525, 10_000],
    ]);
    // 4,80,922 + 54,078 = 5,35,000 paise = ₹2,624 + ₹2,626 + ₹100.
    expect(totals).toMatchObject({ taxableValuePaise: 480_922, igstPaise: 54_078, totalPaise: 535_000 });
  });

  it('within the state the same ₹2,624 piece is split into equal halves, each rounded', () => {
    // CGST = SGST = 2,62,400 x 2.5 / 105 = 6,247.62 -> 6,248; taxable 2,62,400 - 12,496 = 2,49,904.
    expect(splitInclusive(262_400, 5, false)).toEqual({
      taxableValuePaise: 249_904,
      cgstPaise: 6_248,
      sgstPaise: 6_248,
      igstPaise: 0,
    });
  });

  it('a coupon can bring a piece into the 5% slab: a ₹2,626 tee sold at ₹2,364, intra-state', () => {
    // The rate follows the transaction value, the price after the coupon (CGST Act s.15(3)(a)).
    // Before the coupon: 2,62,600 x 100 = 2,62,60,000 > 2,50,000 x 105 = 2,62,50,000: 18%.
    // After a flat ₹262 coupon: 2,36,400 x 100 = 2,36,40,000 <= 2,62,50,000: 5%.
    expect(rateForUnitPrice(262_600)).toBe(18);
    expect(rateForPieces(236_400, 1)).toBe(5);
    // CGST = SGST = 2,36,400 x 2.5 / 105 = 5,628.57 -> 5,629; taxable 2,36,400 - 11,258 = 2,25,142.
    // The delivery follows the goods' highest rate after the coupon, 5%: CGST = SGST = 238,
    // taxable 9,524 (not 18%, as the tee's list price would have it).
    const { lines, totals } = computeTaxLines({
      goods: [tee(262_600)],
      discountPaise: 26_200,
      deliveryChargePaise: 10_000,
      interState: false,
    });
    expect(
      lines.map((l) => [
        l.kind,
        l.discountPaise,
        l.ratePercent,
        l.taxableValuePaise,
        l.cgstPaise,
        l.sgstPaise,
        l.totalPaise,
      ]),
    ).toEqual([
      ['goods', 26_200, 5, 225_142, 5_629, 5_629, 236_400],
      ['delivery', 0, 5, 9_524, 238, 238, 10_000],
    ]);
    // 2,34,666 + 5,867 + 5,867 = 2,46,400 = ₹2,364 + ₹100, what the shopper paid.
    expect(totals).toEqual({
      taxableValuePaise: 234_666,
      cgstPaise: 5_867,
      sgstPaise: 5_867,
      igstPaise: 0,
      totalPaise: 246_400,
    });
  });

  it('the slab is read per piece after the coupon, even when a piece is worth a fraction of a paisa', () => {
    // Two ₹2,626 tees (5,25,200) with 200 paise off: 5,25,000 for two, ₹2,625.00 a piece: 5%.
    // With 199 paise off: 5,25,001 for two, ₹2,625.005 a piece: 5,25,001 x 100 = 5,25,00,100 >
    // 2,50,000 x 105 x 2 = 5,25,00,000: 18%.
    const rateWith = (discountPaise: number) =>
      computeTaxLines({ goods: [tee(262_600, 2)], discountPaise, deliveryChargePaise: 0, interState: true })
        .lines[0]!.ratePercent;
    expect(rateWith(200)).toBe(5);
    expect(rateWith(199)).toBe(18);
    expect(rateWith(0)).toBe(18);
  });

  it('the COD fee and a prepaid discount, intra-state: a ₹1,049 tee, ₹50 off online and no fee, or a ₹49 fee in cash', () => {
    // Paid online: the ₹50 prepaid discount lowers the tee to 99,900 like a coupon: CGST = SGST
    // = 99,900 x 2.5 / 105 = 2,378.57 -> 2,379; taxable 99,900 - 4,758 = 95,142.
    const online = computeTaxLines({
      goods: [tee(104_900)],
      discountPaise: 5_000,
      deliveryChargePaise: 0,
      interState: false,
    });
    expect(online.lines).toEqual([
      expect.objectContaining({
        kind: 'goods',
        discountPaise: 5_000,
        taxableValuePaise: 95_142,
        cgstPaise: 2_379,
        sgstPaise: 2_379,
        totalPaise: 99_900,
      }),
    ]);
    // In cash: the tee at 1,04,900 (CGST = SGST = 2,497.62 -> 2,498; taxable 99,904) and the fee
    // line, at the tee's 5% and HSN: CGST = SGST = 4,900 x 2.5 / 105 = 116.67 -> 117; taxable 4,666.
    const cash = computeTaxLines({
      goods: [tee(104_900)],
      discountPaise: 0,
      deliveryChargePaise: 0,
      codFeePaise: 4_900,
      interState: false,
    });
    expect(cash.lines).toEqual([
      expect.objectContaining({
        kind: 'goods',
        taxableValuePaise: 99_904,
        cgstPaise: 2_498,
        sgstPaise: 2_498,
      }),
      expect.objectContaining({
        kind: 'cod_fee',
        description: 'Cash on delivery fee',
        hsn: '6109',
        ratePercent: 5,
        taxableValuePaise: 4_666,
        cgstPaise: 117,
        sgstPaise: 117,
        totalPaise: 4_900,
      }),
    ]);
    expect(cash.totals.totalPaise).toBe(109_800);
  });

  it('warns about prices taxed at 18% although ₹2,625 would be taxed at 5%', () => {
    const warning = 'At this price the GST rate is 18%; ₹2,625 or less is taxed at 5%.';
    expect(priceBandWarning(262_500)).toBeNull();
    expect(priceBandWarning(262_501)).toBe(warning);
    expect(priceBandWarning(279_900)).toBe(warning);
    expect(priceBandWarning(295_000)).toBe(warning);
    expect(priceBandWarning(295_001)).toBeNull();
    expect(priceBandWarning(79_900)).toBeNull();
  });
});

describe('properties over random orders', () => {
  const order = fc
    .record({
      goods: fc.array(
        fc.record({
          unitPricePaise: fc.integer({ min: 1, max: 1_000_000 }),
          quantity: fc.integer({ min: 1, max: 10 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      deliveryChargePaise: fc.oneof(fc.constant(0), fc.constant(10_000), fc.integer({ min: 1, max: 50_000 })),
      codFeePaise: fc.oneof(fc.constant(0), fc.constant(4_900), fc.integer({ min: 1, max: 100_000 })),
      interState: fc.boolean(),
    })
    .map(({ goods, discountShare, deliveryChargePaise, codFeePaise, interState }) => {
      const value = goods.reduce((sum, g) => sum + g.unitPricePaise * g.quantity, 0);
      return {
        goods: goods.map((g) => ({ ...g, description: 'Tee', size: 'M', hsn: '6109' })),
        discountPaise: Math.floor(value * discountShare),
        deliveryChargePaise,
        codFeePaise,
        interState,
        paid: value - Math.floor(value * discountShare) + deliveryChargePaise + codFeePaise,
      };
    });

  it('taxable values and taxes add up to the amount paid; no tax is negative; CGST equals SGST', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { lines, totals } = computeTaxLines(input);
        const sum = lines.reduce(
          (acc, l) => acc + l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.igstPaise,
          0,
        );
        expect(sum).toBe(input.paid);
        expect(totals.totalPaise).toBe(input.paid);
        for (const line of lines) {
          expect(line.taxableValuePaise).toBeGreaterThanOrEqual(0);
          expect(line.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(line.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(line.igstPaise).toBeGreaterThanOrEqual(0);
          expect(line.cgstPaise).toBe(line.sgstPaise);
          expect(Number.isInteger(line.taxableValuePaise + line.cgstPaise + line.igstPaise)).toBe(true);
          if (input.interState) expect(line.cgstPaise).toBe(0);
          else expect(line.igstPaise).toBe(0);
        }
        expect(lines.reduce((acc, l) => acc + l.discountPaise, 0)).toBe(input.discountPaise);
      }),
      { numRuns: 500 },
    );
  });

  it('each tax is the rate applied to the taxable value, to within the rounding of a paisa', () => {
    fc.assert(
      fc.property(order, (input) => {
        for (const line of computeTaxLines(input).lines) {
          const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
          expect(Math.abs(tax - (line.taxableValuePaise * line.ratePercent) / 100)).toBeLessThanOrEqual(1.5);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a coupon never raises a rate; the delivery takes the highest goods rate after the coupon', () => {
    fc.assert(
      fc.property(order, (input) => {
        const withCoupon = computeTaxLines(input).lines;
        const listPrices = computeTaxLines({ ...input, discountPaise: 0 }).lines;
        const goods = withCoupon.filter((l) => l.kind === 'goods');
        goods.forEach((line, i) => {
          expect(line.ratePercent).toBeLessThanOrEqual(listPrices[i]!.ratePercent);
        });
        const delivery = withCoupon.find((l) => l.kind === 'delivery');
        if (delivery) expect(delivery.ratePercent).toBe(Math.max(...goods.map((l) => l.ratePercent)));
      }),
      { numRuns: 300 },
    );
  });

  it('apportioned discounts add up exactly and follow the weights to within a paisa', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (weights, amount) => {
          const shares = apportion(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(Math.abs(share - (amount * weights[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
