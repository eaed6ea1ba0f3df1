/**
 * Tax invoices, credit notes and the monthly GST export (docs/product.md, "Invoices"). Orders
 * issue an invoice inside the dispatch transaction; a refund of a dispatched order (a return)
 * issues a credit note; the admin downloads invoices and the month's export.
 */
export { creditNotePdf } from './credit-note-pdf';
export { creditNoteAt, creditNoteSummaries, type StoredCreditNote } from './credit-note-reads';
export { type CreditNoteRequest, type IssuedCreditNote, issueCreditNote } from './credit-notes';
export { gstMonth, gstMonthZip } from './gst-export';
export { invoicePdf } from './invoice-pdf';
export { invoiceOfOrder, invoiceOfPublicOrderId, type StoredInvoice } from './invoice-reads';
export { completeInvoiceSettings } from './invoice-settings';
export { type IssuedInvoice, issueInvoice, type OrderToInvoice } from './issue-invoice';
export { keptCreditNotePdf, keptInvoicePdf } from './kept-pdfs';
