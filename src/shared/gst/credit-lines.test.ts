/**
 * Credit note figures (docs/decisions/014-gst-invoices.md, "Credit notes"): worked examples in
 * paise and properties over random invoices and random sequences of refunds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditCapacityPaise, creditNoteFigures, type LineToCredit } from './credit-lines';
import { computeTaxLines, splitInclusive, type TaxTotals } from './tax-lines';

const NOTHING = { pieces: 0, taxableValuePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

/** An invoice line of `quantity` pieces sold for `totalPaise` in all, split as invoices split it. */
function invoiced(totalPaise: number, quantity: number, ratePercent: number, interState: boolean) {
  return { quantity, ratePercent, ...splitInclusive(totalPaise, ratePercent, interState), totalPaise };
}

function add(a: TaxTotals & { pieces: number }, b: TaxTotals, pieces: number) {
  return {
    pieces: a.pieces + pieces,
    taxableValuePaise: a.taxableValuePaise + b.taxableValuePaise,
    cgstPaise: a.cgstPaise + b.cgstPaise,
    sgstPaise: a.sgstPaise + b.sgstPaise,
    igstPaise: a.igstPaise + b.igstPaise,
    totalPaise: a.totalPaise + b.totalPaise,
  };
}

describe('worked examples', () => {
  it('a ₹999 hoodie (5%, within the state) refunded ₹500: the note credits ₹500.00, not ₹999', () => {
    // Invoiced: CGST = SGST = 99,900 x 2.5 / 105 = 2,378.57 -> 2,379; taxable 95,142.
    const hoodie = invoiced(99_900, 1, 5, false);
    expect(hoodie).toMatchObject({ taxableValuePaise: 95_142, cgstPaise: 2_379, sgstPaise: 2_379 });
    // The note is for the 50,000 paise refunded, split at the line's 5%: each half 50,000 x 2.5
    // / 105 = 1,190.48 -> 1,190; taxable 50,000 - 2,380 = 47,620. 47,620 + 1,190 + 1,190 = 50,000.
    const [line] = creditNoteFigures(
      [{ invoiced: hoodie, creditedBefore: NOTHING, pieces: 1 }],
      50_000,
      false,
    );
    expect(line).toEqual({
      taxableValuePaise: 47_620,
      cgstPaise: 1_190,
      sgstPaise: 1_190,
      igstPaise: 0,
      totalPaise: 50_000,
    });
  });

  it('two ₹999 refunds of a two-piece line (5%, within the state) are ₹999.00 each', () => {
    // Invoiced: 1,99,800; CGST = SGST = 1,99,800 x 2.5 / 105 = 4,757.14 -> 4,757; taxable 1,90,286.
    const pair = invoiced(199_800, 2, 5, false);
    expect(pair).toMatchObject({ taxableValuePaise: 190_286, cgstPaise: 4_757, sgstPaise: 4_757 });
    // First note, 99,900 credited in all: split(99,900) = taxable 95,142, CGST = SGST = 2,379.
    const first = { invoiced: pair, creditedBefore: NOTHING, pieces: 1 };
    const [one] = creditNoteFigures([first], 99_900, false);
    expect(one).toEqual({
      taxableValuePaise: 95_142,
      cgstPaise: 2_379,
      sgstPaise: 2_379,
      igstPaise: 0,
      totalPaise: 99_900,
    });
    // Second note, the line credited in full: the invoice's figures less the first note's:
    // taxable 1,90,286 - 95,142 = 95,144; CGST = SGST = 4,757 - 2,379 = 2,378; 99,900 in all.
    // (Prorating each figure on its own gave 99,901 and then 99,899.)
    const second = { invoiced: pair, creditedBefore: add(NOTHING, one!, 1), pieces: 1 };
    const [two] = creditNoteFigures([second], 99_900, false);
    expect(two).toEqual({
      taxableValuePaise: 95_144,
      cgstPaise: 2_378,
      sgstPaise: 2_378,
      igstPaise: 0,
      totalPaise: 99_900,
    });
  });

  it('a refund of two lines at different rates is shared by their value, each split at its rate', () => {
    // A ₹799 tee (5%) and a ₹2,999 hoodie (18%), across states, ₹3,000 refunded of ₹3,798.
    // Shares: 3,00,000 x 79,900 / 3,79,800 = 63,112.16 -> 63,112; x 2,99,900 / 3,79,800 =
    // 2,36,887.84 -> 2,36,887, plus the paisa left over (larger remainder) = 2,36,888.
    // Tee: IGST 63,112 x 5 / 105 = 3,005.33 -> 3,005, taxable 60,107.
    // Hoodie: IGST 2,36,888 x 18 / 118 = 36,135.46 -> 36,135, taxable 2,00,753.
    const lines = [invoiced(79_900, 1, 5, true), invoiced(299_900, 1, 18, true)].map((line) => ({
      invoiced: line,
      creditedBefore: NOTHING,
      pieces: 1,
    }));
    expect(
      creditNoteFigures(lines, 300_000, true).map((l) => [l.taxableValuePaise, l.igstPaise, l.totalPaise]),
    ).toEqual([
      [60_107, 3_005, 63_112],
      [200_753, 36_135, 236_888],
    ]);
  });

  it('a single paisa credited where the halves step is split on its own, never below zero', () => {
    // Within the state at 5% each half of 20 paise is 20 x 2.5 / 105 = 0.476 -> 0 (taxable 20),
    // of 21 paise 0.5 -> 1 (taxable 19). After 20 paise, one more paisa credited in all would read
    // taxable -1, CGST 1, SGST 1; it is credited as taxable value instead.
    const line = invoiced(99_900, 1, 5, false);
    const [twenty] = creditNoteFigures([{ invoiced: line, creditedBefore: NOTHING, pieces: 1 }], 20, false);
    expect(twenty).toEqual({
      taxableValuePaise: 20,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 20,
    });
    const after = { invoiced: { ...line, quantity: 2 }, creditedBefore: add(NOTHING, twenty!, 1), pieces: 1 };
    const [paisa] = creditNoteFigures([after], 1, false);
    expect(paisa).toEqual({ taxableValuePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 1 });
  });

  it('never credits more than the pieces were invoiced for', () => {
    // One tee of three sold for 2,39,700 is worth 79,900; a partial refund leaves the rest of
    // its value to a later note, which may then credit up to two pieces' worth less what was paid.
    const tees = invoiced(239_700, 3, 5, false);
    const oneTee = { invoiced: tees, creditedBefore: NOTHING, pieces: 1 };
    expect(creditCapacityPaise(oneTee)).toBe(79_900);
    expect(() => creditNoteFigures([oneTee], 79_901, false)).toThrow(RangeError);
    const [partial] = creditNoteFigures([oneTee], 50_000, false);
    expect(
      creditCapacityPaise({ invoiced: tees, creditedBefore: add(NOTHING, partial!, 1), pieces: 1 }),
    ).toBe(159_800 - 50_000);
  });
});

describe('properties over random invoices and refunds', () => {
  const scenario = fc.record({
    goods: fc.array(
      fc.record({
        unitPricePaise: fc.integer({ min: 1, max: 600_000 }),
        quantity: fc.integer({ min: 1, max: 6 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    interState: fc.boolean(),
    // Each refund: which line, how many pieces, and what part of the most it may credit (often
    // all of it, so that lines get refunded in full).
    refunds: fc.array(
      fc.record({
        lineSeed: fc.nat(),
        piecesSeed: fc.nat(),
        part: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  });

  it('every note adds up to the money refunded; nothing negative; a line refunded in full is credited its invoice', () => {
    fc.assert(
      fc.property(scenario, ({ goods, discountShare, interState, refunds }) => {
        const value = goods.reduce((sum, g) => sum + g.unitPricePaise * g.quantity, 0);
        const { lines } = computeTaxLines({
          goods: goods.map((g) => ({ ...g, description: 'Tee', size: 'M', hsn: '6109' })),
          discountPaise: Math.floor(value * discountShare),
          deliveryChargePaise: 0,
          interState,
        });
        const credited = lines.map(() => ({ ...NOTHING }));
        let singlePaisaShares = false;
        for (const refund of refunds) {
          const i = refund.lineSeed % lines.length;
          const left = lines[i]!.quantity - credited[i]!.pieces;
          if (left === 0) continue;
          const line: LineToCredit = {
            invoiced: lines[i]!,
            creditedBefore: credited[i]!,
            pieces: 1 + (refund.piecesSeed % left),
          };
          const amount = Math.round(creditCapacityPaise(line) * refund.part);
          const [figures] = creditNoteFigures([line], amount, interState);
          const { taxableValuePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = figures!;
          expect(totalPaise).toBe(amount);
          expect(taxableValuePaise + cgstPaise + sgstPaise + igstPaise).toBe(amount);
          for (const part of [taxableValuePaise, cgstPaise, sgstPaise, igstPaise])
            expect(part).toBeGreaterThanOrEqual(0);
          if (!interState) expect(cgstPaise).toBe(sgstPaise);
          if (amount === 1) singlePaisaShares = true;
          credited[i] = add(credited[i]!, figures!, line.pieces);
        }
        lines.forEach((line, i) => {
          const sum = credited[i]!;
          // Never more money, nor more tax, than the line was invoiced.
          expect(sum.totalPaise).toBeLessThanOrEqual(line.totalPaise);
          expect(sum.cgstPaise + sum.sgstPaise + sum.igstPaise).toBeLessThanOrEqual(
            line.cgstPaise + line.sgstPaise + line.igstPaise,
          );
          if (sum.totalPaise === line.totalPaise && !singlePaisaShares) {
            expect(sum).toMatchObject({
              taxableValuePaise: line.taxableValuePaise,
              cgstPaise: line.cgstPaise,
              sgstPaise: line.sgstPaise,
              igstPaise: line.igstPaise,
            });
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it('a refund of several lines is shared so that no line is credited beyond its pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.integer({ min: 0, max: 2_000_000 }), rate: fc.constantFrom(5, 18) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (specs, part, interState) => {
          const lines = specs.map((s) => ({
            invoiced: invoiced(s.total, 1, s.rate, interState),
            creditedBefore: NOTHING,
            pieces: 1,
          }));
          const most = lines.reduce((sum, line) => sum + creditCapacityPaise(line), 0);
          const amount = Math.round(most * part);
          const figures = creditNoteFigures(lines, amount, interState);
          expect(figures.reduce((sum, f) => sum + f.totalPaise, 0)).toBe(amount);
          figures.forEach((f, i) => {
            expect(f.totalPaise).toBeLessThanOrEqual(specs[i]!.total);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
