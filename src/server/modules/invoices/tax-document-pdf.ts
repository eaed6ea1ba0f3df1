/**
 * The one A4 layout of the shop's GST documents, the tax invoice and the credit note
 * (docs/product.md, "Invoices"): supplier and document details, buyer, a line table with
 * CGST and SGST or IGST, totals, the amount in words and the signatory line.
 */
import { createPdf, pdfBytes, rule, table, twoColumns, write } from '#server/pdf/index';
import { colourAndSize } from '#shared/colours';
import { rupeesExact, rupeesPlain } from '#shared/gst/format';
import type { TaxLineKind, TaxTotals } from '#shared/gst/tax-lines';
import type { InvoiceBuyer, InvoiceSupplier } from '#shared/invoices';

export interface TaxDocumentLine extends TaxTotals {
  kind: TaxLineKind;
  description: string;
  size: string | null;
  /** Printed with the size: "Olive / L" (docs/product.md, "Colours and styles"). */
  colour?: string | null;
  hsn: string;
  quantity: number;
  ratePercent: number;
  /** Shown on an invoice only (a credit note carries the credited value, not a price). */
  unitPricePaise?: number;
  discountPaise?: number;
}

export interface TaxDocument {
  /** "Tax Invoice" or "Credit Note", the page's heading. */
  title: string;
  /** The document's number, for the PDF's properties. */
  number: string;
  /** "invoice" or "credit note", in the signatory line. */
  noun: string;
  /** The document's own details beside the supplier: its number and date first. */
  details: { title: string; lines: string[] };
  /** For the PDF's properties. */
  subject: string;
  supplier: InvoiceSupplier;
  buyer: InvoiceBuyer;
  interState: boolean;
  lines: TaxDocumentLine[];
  totals: TaxTotals;
  /** "Invoice total" or "Credit note total". */
  totalLabel: string;
  amountInWords: string;
  /** Printed small below the totals. */
  notes: string[];
}

const percent = (rate: number) => `${rate % 2 === 0 ? rate / 2 : (rate / 2).toFixed(1)}%`;
const right = 'right' as const;

export async function taxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const { supplier, buyer, interState, lines, totals } = document;
  const doc = await createPdf({
    title: `${document.title} ${document.number}`,
    author: supplier.legalName,
    subject: document.subject,
  });

  write(doc, document.title, { bold: true, size: 18, align: 'center' });
  write(doc, 'Original for recipient', { size: 8, align: 'center' });
  rule(doc, 8);
  const tradeName =
    supplier.tradeName && supplier.tradeName !== supplier.legalName ? [supplier.tradeName] : [];
  twoColumns(
    doc,
    {
      title: supplier.legalName,
      lines: [
        ...tradeName,
        ...supplier.addressLines,
        `GSTIN: ${supplier.gstin}`,
        `State: ${supplier.state} (code ${supplier.stateCode})`,
      ],
    },
    document.details,
  );
  rule(doc, 8);
  twoColumns(
    doc,
    { title: 'Billed and shipped to', lines: [buyer.name, ...buyer.addressLines] },
    { title: 'Contact', lines: [buyer.mobile ? `Mobile: ${buyer.mobile}` : 'Unregistered person (B2C)'] },
  );
  doc.moveDown(1);

  const priced = lines.every((line) => line.unitPricePaise !== undefined);
  const discounted = priced && lines.some((line) => (line.discountPaise ?? 0) > 0);
  // Shares of the width; a column whose widest word (an amount, an 8-digit HSN code, a heading
  // word) needs more takes it from the description (pdf/table.ts), so no word is ever broken.
  const taxColumns = interState
    ? [{ header: 'IGST (₹)', width: 1.5, align: right }]
    : [
        { header: 'CGST (₹)', width: 1.4, align: right },
        { header: 'SGST (₹)', width: 1.4, align: right },
      ];
  const taxCells = (line: TaxDocumentLine) =>
    interState
      ? [rupeesPlain(line.igstPaise)]
      : [
          `${rupeesPlain(line.cgstPaise)}\n@${percent(line.ratePercent)}`,
          `${rupeesPlain(line.sgstPaise)}\n@${percent(line.ratePercent)}`,
        ];
  const taxTotals = interState
    ? [rupeesPlain(totals.igstPaise)]
    : [rupeesPlain(totals.cgstPaise), rupeesPlain(totals.sgstPaise)];
  const pieces = lines.filter((line) => line.kind === 'goods').reduce((sum, line) => sum + line.quantity, 0);
  table(doc, {
    columns: [
      { header: '#', width: 0.5 },
      { header: 'Description', width: priced ? 3.0 : 4.4 },
      { header: 'Size', width: 1.2 },
      { header: 'HSN', width: 0.9 },
      { header: 'Qty', width: 0.75, align: right },
      ...(priced ? [{ header: 'Unit price (₹)', width: 1.4, align: right }] : []),
      ...(discounted ? [{ header: 'Discount (₹)', width: 1.3, align: right }] : []),
      { header: 'Taxable value (₹)', width: 1.5, align: right },
      { header: 'Rate', width: 0.8, align: right },
      ...taxColumns,
      { header: 'Total (₹)', width: 1.5, align: right },
    ],
    rows: lines.map((line, i) => [
      String(i + 1),
      line.description,
      line.size ? colourAndSize(line.colour, line.size) : '',
      line.hsn,
      String(line.quantity),
      ...(priced ? [rupeesPlain(line.unitPricePaise!)] : []),
      ...(discounted ? [rupeesPlain(line.discountPaise ?? 0)] : []),
      rupeesPlain(line.taxableValuePaise),
      `${line.ratePercent}%`,
      ...taxCells(line),
      rupeesPlain(line.totalPaise),
    ]),
    footer: [
      [
        '',
        'Total',
        '',
        '',
        String(pieces),
        ...(priced ? [''] : []),
        ...(discounted ? [rupeesPlain(lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0))] : []),
        rupeesPlain(totals.taxableValuePaise),
        '',
        ...taxTotals,
        rupeesPlain(totals.totalPaise),
      ],
    ],
  });
  doc.moveDown(1);

  write(doc, `Taxable value: ${rupeesExact(totals.taxableValuePaise)}`, { align: right });
  if (interState) write(doc, `IGST: ${rupeesExact(totals.igstPaise)}`, { align: right });
  else {
    write(doc, `CGST: ${rupeesExact(totals.cgstPaise)}`, { align: right });
    write(doc, `SGST: ${rupeesExact(totals.sgstPaise)}`, { align: right });
  }
  const tax = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  write(doc, `Total tax: ${rupeesExact(tax)}`, { align: right });
  write(doc, `${document.totalLabel}: ${rupeesExact(totals.totalPaise)}`, {
    bold: true,
    size: 11,
    align: right,
  });
  doc.moveDown(0.5);
  write(doc, `Amount in words: ${document.amountInWords}`, { bold: true });
  write(doc, 'Tax payable on reverse charge: No');
  for (const note of document.notes) write(doc, note, { size: 8 });
  doc.moveDown(2);
  write(doc, `For ${supplier.legalName}`, { align: right });
  write(doc, `Authorised signatory (computer-generated ${document.noun}; no signature required)`, {
    size: 8,
    align: right,
  });
  return pdfBytes(doc);
}
