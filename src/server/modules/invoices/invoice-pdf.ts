/**
 * The tax invoice as a printable A4 PDF, with every field docs/product.md "Invoices" asks for,
 * drawn from the stored invoice only.
 */
import { formatIndianDate } from '#shared/gst/financial-year';
import type { StoredInvoice } from './invoice-reads';
import { taxDocumentPdf } from './tax-document-pdf';

export function invoicePdf(invoice: StoredInvoice): Promise<Buffer> {
  return taxDocumentPdf({
    title: 'Tax Invoice',
    number: invoice.number,
    noun: 'invoice',
    subject: `Tax invoice for order ${invoice.orderPublicId}`,
    details: {
      title: `Invoice number: ${invoice.number}`,
      lines: [
        `Invoice date: ${formatIndianDate(invoice.issuedAt)}`,
        `Order: ${invoice.orderPublicId}`,
        `Place of supply: ${invoice.placeOfSupply} (code ${invoice.placeOfSupplyCode})`,
        'Tax payable on reverse charge: No',
      ],
    },
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    interState: invoice.interState,
    lines: invoice.lines,
    totals: invoice,
    totalLabel: 'Invoice total',
    amountInWords: invoice.amountInWords,
    notes: [
      'Prices include GST. The delivery charge and any cash-on-delivery fee are taxed at the rate of the principal supply (the goods) and shown under its HSN.',
      'Discounts (a coupon, or paying online) lower the value of the goods before tax.',
    ],
  });
}
