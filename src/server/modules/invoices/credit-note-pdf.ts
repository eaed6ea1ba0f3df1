/**
 * A credit note as a printable A4 PDF (docs/product.md, "Invoices"): the invoice's layout, with
 * the original invoice's number and date, the reason, and the credited share of each line.
 */
import { amountInWords } from '#shared/gst/amount-in-words';
import { formatIndianDate } from '#shared/gst/financial-year';
import type { StoredCreditNote } from './credit-note-reads';
import { taxDocumentPdf } from './tax-document-pdf';

export function creditNotePdf(note: StoredCreditNote): Promise<Buffer> {
  const { invoice } = note;
  return taxDocumentPdf({
    title: 'Credit Note',
    number: note.number,
    noun: 'credit note',
    subject: `Credit note against tax invoice ${invoice.number} for order ${invoice.orderPublicId}`,
    details: {
      title: `Credit note number: ${note.number}`,
      lines: [
        `Credit note date: ${formatIndianDate(note.issuedAt)}`,
        `Against invoice: ${invoice.number} of ${formatIndianDate(invoice.issuedAt)}`,
        `Order: ${invoice.orderPublicId}`,
        `Place of supply: ${invoice.placeOfSupply} (code ${invoice.placeOfSupplyCode})`,
        `Reason: ${note.reason}`,
      ],
    },
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    interState: invoice.interState,
    lines: note.lines.map(({ invoiceLine, ...credited }) => ({
      kind: invoiceLine.kind,
      description: invoiceLine.description,
      size: invoiceLine.size,
      colour: invoiceLine.colour,
      hsn: invoiceLine.hsn,
      ratePercent: invoiceLine.ratePercent,
      quantity: credited.quantity,
      taxableValuePaise: credited.taxableValuePaise,
      cgstPaise: credited.cgstPaise,
      sgstPaise: credited.sgstPaise,
      igstPaise: credited.igstPaise,
      totalPaise: credited.totalPaise,
    })),
    totals: note,
    totalLabel: 'Credit note total',
    amountInWords: amountInWords(note.totalPaise),
    notes: [
      'Issued under section 34 of the CGST Act, 2017: the value and tax credited reduce those of the invoice above.',
    ],
  });
}
