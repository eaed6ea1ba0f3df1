/**
 * The tax document's table at its widest (docs/product.md, "Invoices"): ten lines with 8-digit
 * HSN codes, a coupon discount and a total of ₹9,99,999.00, within the state (CGST and SGST, the
 * most columns) and across states (IGST). Every heading word, HSN code and amount must stay
 * whole on one line: pdfkit breaks a word that is wider than its column in the middle
 * ("Discoun" / "t"). The PDFs are kept in tests/.artifacts/invoices to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from '#tests/support/pdf-text';
import { type TaxDocumentLine, taxDocumentPdf } from './tax-document-pdf';

const artifacts = path.resolve('tests/.artifacts/invoices');

const supplier = {
  legalName: 'Oversized Apparel Private Limited',
  tradeName: 'Oversized',
  gstin: '27AAPFU0939F1ZV',
  addressLines: ['Unit 4, Sai Industrial Estate, Baner Road', 'Baner', 'Pune, Maharashtra 411045'],
  state: 'Maharashtra',
  stateCode: '27',
};

/** A line of `quantity` pieces at `unitPaise`, paying `totalPaise` after its coupon share, at 18%. */
function line(i: number, quantity: number, unitPaise: number, totalPaise: number, interState: boolean) {
  const taxPaise = Math.round((totalPaise * 18) / 118);
  const half = Math.round(taxPaise / 2);
  return {
    kind: 'goods',
    description: `Heavyweight Oversized Acid Wash Hoodie ${i}`,
    size: 'XXXL',
    hsn: i % 2 === 0 ? '61102000' : '61091000',
    quantity,
    ratePercent: 18,
    unitPricePaise: unitPaise,
    discountPaise: unitPaise * quantity - totalPaise,
    taxableValuePaise: totalPaise - (interState ? taxPaise : 2 * half),
    igstPaise: interState ? taxPaise : 0,
    cgstPaise: interState ? 0 : half,
    sgstPaise: interState ? 0 : half,
    totalPaise,
  } satisfies TaxDocumentLine;
}

/** Nine lines of 9 hoodies at ₹12,999 less a coupon, and delivery: ₹9,99,999.00 in all. */
function worstLines(interState: boolean): TaxDocumentLine[] {
  const goods = Array.from({ length: 9 }, (_, i) =>
    line(i + 1, 9, 1_299_900, i < 8 ? 11_111_100 : 11_101_200, interState),
  );
  const delivery = { ...line(10, 1, 9_900, 9_900, interState), kind: 'delivery' as const };
  return [
    ...goods,
    { ...delivery, description: 'Delivery charge', size: null, hsn: '61091000', discountPaise: 0 },
  ];
}

function worstCase(interState: boolean) {
  const lines = worstLines(interState);
  const sum = (pick: (l: TaxDocumentLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const totals = {
    taxableValuePaise: sum((l) => l.taxableValuePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
  expect(totals.totalPaise).toBe(99_999_900);
  return taxDocumentPdf({
    title: 'Tax Invoice',
    number: 'OS/2627/000123',
    noun: 'invoice',
    subject: 'Tax invoice for order ORD-WORST',
    details: { title: 'Invoice number: OS/2627/000123', lines: ['Invoice date: 22 Sep 2026'] },
    supplier,
    buyer: {
      name: 'Ravi Kumar',
      addressLines: ['12 MG Road', 'Bengaluru, Karnataka 560001'],
      mobile: '9123456780',
    },
    interState,
    lines,
    totals,
    totalLabel: 'Invoice total',
    amountInWords: 'Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    notes: [],
  });
}

const HEADINGS = [
  '#',
  'Description',
  'Size',
  'HSN',
  'Qty',
  'Unit price (₹)',
  'Discount (₹)',
  'Taxable value (₹)',
  'Rate',
  'Total (₹)',
];

describe('the tax document table at its widest', () => {
  for (const interState of [false, true]) {
    const kind = interState ? 'igst' : 'cgst-sgst';
    it(`keeps every heading, HSN code and amount whole on one line (${kind})`, async () => {
      const bytes = await worstCase(interState);
      mkdirSync(artifacts, { recursive: true });
      writeFileSync(path.join(artifacts, `worst-case-${kind}.pdf`), bytes);
      const pdf = await readPdf(bytes);
      expect(pdf.pages).toHaveLength(1);
      const words = new Set(pdf.text.split(/\s+/));
      const headings = [...HEADINGS, ...(interState ? ['IGST (₹)'] : ['CGST (₹)', 'SGST (₹)'])];
      for (const word of headings.flatMap((heading) => heading.split(' '))) expect(words).toContain(word);
      for (const whole of ['61091000', '61102000', '12,999.00', '1,11,111.00', '9,99,999.00', '₹9,99,999.00'])
        expect(words).toContain(whole);
      // The heading row reads across in one line, each heading unbroken.
      const headingLine = pdf.pages[0]!.lines.find((l) => l.includes('Description'))!;
      for (const word of ['Discount', 'Rate', 'Total', 'Qty', 'HSN']) expect(headingLine).toContain(word);
      // The totals row: pieces and the total, whole.
      expect(pdf.text).toMatch(/Total\s+81\s.*9,99,999\.00/);
    });
  }
});
