/**
 * The month's tables share out every paisa exactly once (docs/product.md, "Invoices"): whatever
 * the invoices and credit notes, table 7 plus table 5 less table 9B is table 12 is the month's
 * lines, for the taxable value and each tax; table 5 lists exactly the inter-state invoices
 * above ₹1 lakh and table 9B exactly the credit notes against them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { B2CL_ABOVE_PAISE } from './gst-b2cl';
import type { Amounts, Movement } from './gst-figures';
import { summariseMonth } from './gst-summary';

const STATES = [
  { placeOfSupply: 'Maharashtra', placeOfSupplyCode: '27', interState: false },
  { placeOfSupply: 'Karnataka', placeOfSupplyCode: '29', interState: true },
  { placeOfSupply: 'Delhi', placeOfSupplyCode: '07', interState: true },
];

const line = fc.record({
  ratePercent: fc.constantFrom(5, 18),
  hsn: fc.constantFrom('6109', '6110'),
  kind: fc.constantFrom('goods' as const, 'delivery' as const),
  quantity: fc.integer({ min: 1, max: 50 }),
  taxableValuePaise: fc.integer({ min: 0, max: 2_00_000_00 }),
  taxPaise: fc.integer({ min: 0, max: 40_000_00 }),
});

const document = fc.record({
  state: fc.constantFrom(...STATES),
  // Around the ₹1 lakh line, and on it.
  invoiceValuePaise: fc.oneof(
    fc.constant(B2CL_ABOVE_PAISE),
    fc.constant(B2CL_ABOVE_PAISE + 1),
    fc.integer({ min: 1, max: 3_00_000_00 }),
  ),
  credit: fc.boolean(),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
});

const total = (rows: Amounts[]) =>
  rows.reduce(
    (sum, r) => ({
      taxable: sum.taxable + r.taxableValuePaise,
      igst: sum.igst + r.igstPaise,
      cgst: sum.cgst + r.cgstPaise,
      sgst: sum.sgst + r.sgstPaise,
    }),
    { taxable: 0, igst: 0, cgst: 0, sgst: 0 },
  );

describe('the month summary', () => {
  it('puts each line in table 7 or tables 5 and 9B, and every line in table 12', () => {
    fc.assert(
      fc.property(fc.array(document, { maxLength: 12 }), (documents) => {
        const movements: Movement[] = documents.flatMap((doc, d) =>
          doc.lines.map((l) => {
            const half = Math.floor(l.taxPaise / 2);
            return {
              ...doc.state,
              sign: doc.credit ? (-1 as const) : (1 as const),
              kind: l.kind,
              hsn: l.hsn,
              ratePercent: l.ratePercent,
              quantity: l.quantity,
              taxableValuePaise: l.taxableValuePaise,
              igstPaise: doc.state.interState ? l.taxPaise : 0,
              cgstPaise: doc.state.interState ? 0 : half,
              sgstPaise: doc.state.interState ? 0 : half,
              totalPaise: l.taxableValuePaise + l.taxPaise,
              invoiceValuePaise: doc.invoiceValuePaise,
              documentNumber: `${doc.credit ? 'C' : 'I'}${d}`,
              issuedAt: new Date('2026-10-05T06:00:00Z'),
              documentValuePaise: doc.invoiceValuePaise,
            };
          }),
        );
        const month = summariseMonth('2026-10', movements, []);
        const signed = movements.map((m) => ({
          taxableValuePaise: m.sign * m.taxableValuePaise,
          igstPaise: m.sign * m.igstPaise,
          cgstPaise: m.sign * m.cgstPaise,
          sgstPaise: m.sign * m.sgstPaise,
        }));
        const large = total(month.b2cl.flatMap((doc) => doc.rates));
        const credited = total(month.b2clCreditNotes.flatMap((doc) => doc.rates));
        const summary = total(month.b2c);
        expect({
          taxable: summary.taxable + large.taxable - credited.taxable,
          igst: summary.igst + large.igst - credited.igst,
          cgst: summary.cgst + large.cgst - credited.cgst,
          sgst: summary.sgst + large.sgst - credited.sgst,
        }).toEqual(total(signed));
        expect(total(month.hsn)).toEqual(total(signed));

        const b2clNumbers = documents.flatMap((doc, d) =>
          doc.state.interState && doc.invoiceValuePaise > B2CL_ABOVE_PAISE
            ? [`${doc.credit ? 'C' : 'I'}${d}`]
            : [],
        );
        expect([...month.b2cl, ...month.b2clCreditNotes].map((doc) => doc.number).sort()).toEqual(
          b2clNumbers.sort(),
        );
        expect(month.b2cl.every((doc) => doc.number.startsWith('I'))).toBe(true);
        expect(month.b2clCreditNotes.every((doc) => doc.number.startsWith('C'))).toBe(true);
        // Table 5 has IGST only: inter-state supplies.
        for (const doc of [...month.b2cl, ...month.b2clCreditNotes])
          for (const rate of doc.rates) expect(rate.cgstPaise + rate.sgstPaise).toBe(0);
      }),
    );
  });
});
