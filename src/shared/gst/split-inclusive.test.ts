/**
 * The split of a GST-inclusive amount (docs/decisions/014-gst-invoices.md): every document's
 * parts add up to its money to the paisa, and each tax is its exact value rounded to the paisa.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInclusive } from './tax-lines';

describe('splitting an inclusive amount', () => {
  it('₹500 at 5% within the state: equal halves, the taxable value takes the rounding', () => {
    // Exact tax 50,000 x 5 / 105 = 2,380.95 paise; each half 1,190.476 -> 1,190.
    // Taxable 50,000 - 1,190 - 1,190 = 47,620 (its exact value is 47,619.05).
    expect(splitInclusive(50_000, 5, false)).toEqual({
      taxableValuePaise: 47_620,
      cgstPaise: 1_190,
      sgstPaise: 1_190,
      igstPaise: 0,
    });
    // Across states: IGST 2,380.95 -> 2,381; taxable 47,619.
    expect(splitInclusive(50_000, 5, true)).toEqual({
      taxableValuePaise: 47_619,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 2_381,
    });
  });

  it('₹999 at 5% within the state adds up to ₹999.00 exactly', () => {
    // Each half 99,900 x 2.5 / 105 = 2,378.57 -> 2,379; taxable 99,900 - 4,758 = 95,142.
    const split = splitInclusive(99_900, 5, false);
    expect(split).toEqual({ taxableValuePaise: 95_142, cgstPaise: 2_379, sgstPaise: 2_379, igstPaise: 0 });
    expect(split.taxableValuePaise + split.cgstPaise + split.sgstPaise).toBe(99_900);
  });

  // "Rate x taxable" is the rate applied to the exact taxable value, amount x 100 / (100 + rate):
  // against the rounded taxable value no split can always be within half a paisa (3 paise at 18%
  // IGST: taxable 2 gives 0.36 of tax, 3 gives 0.54, and 1 or 0 paise of tax are both > 0.5 off).
  // Compared in integers: |tax x (100 + rate) - amount x rate| <= (100 + rate) / 2.
  it('for any amount, rate and place of supply: the parts add up exactly, each tax within half a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.oneof(fc.constantFrom(0, 3, 5, 12, 18, 28, 40), fc.integer({ min: 0, max: 99 })),
        fc.boolean(),
        (amount, rate, interState) => {
          const split = splitInclusive(amount, rate, interState);
          const { taxableValuePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst } = split;
          expect(taxable + cgst + sgst + igst).toBe(amount);
          for (const part of [taxable, cgst, sgst, igst]) {
            expect(Number.isInteger(part) && part >= 0).toBe(true);
          }
          const base = 100 + rate;
          if (interState) {
            expect(cgst + sgst).toBe(0);
            // IGST = rate% of the exact taxable value, to within half a paisa.
            expect(Math.abs(2 * igst * base - 2 * amount * rate)).toBeLessThanOrEqual(base);
            // So the taxable value is within half a paisa of amount x 100 / (100 + rate).
            expect(Math.abs(2 * taxable * base - 2 * amount * 100)).toBeLessThanOrEqual(base);
          } else {
            expect(igst).toBe(0);
            expect(cgst).toBe(sgst);
            // CGST and SGST = (rate / 2)% of the exact taxable value, each to within half a paisa.
            for (const half of [cgst, sgst]) {
              expect(Math.abs(2 * half * base - amount * rate)).toBeLessThanOrEqual(base);
            }
            // The taxable value carries both halves' rounding: within a paisa of its exact value.
            expect(Math.abs(taxable * base - amount * 100)).toBeLessThanOrEqual(base);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
